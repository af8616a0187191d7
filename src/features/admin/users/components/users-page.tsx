import { Button, Select, TextInput } from '@mantine/core';
import { useCallback, useState } from 'react';
import { AdminListFrame } from '../../common/admin-list-frame';
import { serverErrorMessage } from '../../../../lib/forms/apply-server-error';
import { toast } from '../../../../lib/toast';
import { useConfirmAction } from '../../common/confirm';
import { ExportCsvButton } from '../../common/export-csv-button';
import { useDialogState, type ModalState } from '../../common/modal-mode';
import { useAdminTexts } from '../../common/admin-language';
import type { AdminTexts } from '../../common/texts';
import { useListIntent } from '../../common/list-intent';
import { usePagedRows } from '../../common/use-paged-rows';
import { useRowSelection } from '../../common/bulk/use-row-selection';
import { UserBulkActions } from './user-bulk-actions';
import { useDeleteAdminUser } from '../api/delete-admin-user';
import { useAdminUsers, type AdminUser } from '../api/get-admin-users';
import { filterUsers, type UserStatusFilter } from '../filter-users';
import { USER_CSV_COLUMNS } from '../user-csv';
import { UserFormModal } from './user-form-modal';
import { UsersTable } from './users-table';

const userId = (user: AdminUser) => user.id;

const statusOptions = (texts: AdminTexts) => [
  { value: 'all', label: texts.shared.all },
  { value: 'active', label: texts.users.active },
  { value: 'inactive', label: texts.users.inactive },
];

export function UsersPage() {
  const texts = useAdminTexts();
  const S = texts.users;
  const confirmAction = useConfirmAction();
  const { rows, isLoading, isSample } = useAdminUsers();
  const [status, setStatus] = useState<UserStatusFilter>('all');
  const [search, setSearch] = useState('');
  const [modal, setModal] = useDialogState<ModalState<AdminUser>>();
  const remove = useDeleteAdminUser();
  const filtered = filterUsers(rows, status, search);
  const paged = usePagedRows(filtered);
  const selection = useRowSelection({ matching: filtered, pageRows: paged.pageRows, idOf: userId });

  useListIntent({
    ready: !isLoading,
    rows,
    idOf: userId,
    onSearch: setSearch,
    onOpen: useCallback((item: AdminUser) => setModal({ mode: 'view', item }), [setModal]),
  });
  const askDelete = (user: AdminUser) =>
    confirmAction(S.deleteConfirm(user.username), () =>
      remove.mutate(user.id, {
        onSuccess: () => toast.success(S.deleted),
        onError: (error) =>
          toast.error(
            serverErrorMessage(error, S.deleteFailed, {
              serverWording: 'client-errors',
            }),
          ),
      }),
    );

  return (
    <AdminListFrame
      title={S.title}
      count={S.count(rows.length)}
      actions={
        <>
          <ExportCsvButton rows={filtered} columns={USER_CSV_COLUMNS} fileName="users" />
          <Button onClick={() => setModal({ mode: 'create' })}>{S.add}</Button>
        </>
      }
      isSample={isSample}
      filters={
        <>
          <TextInput
            aria-label={S.search}
            placeholder={S.search}
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
            w={280}
          />
          <Select
            label={S.statusFilter}
            data={statusOptions(texts)}
            value={status}
            onChange={(value) => setStatus((value as UserStatusFilter | null) ?? 'all')}
            allowDeselect={false}
            w={160}
          />
        </>
      }
      bar={!isSample && <UserBulkActions selection={selection} />}
      isLoading={isLoading}
      isEmpty={filtered.length === 0}
      emptyText={S.empty}
      pager={paged}
      after={modal && <UserFormModal state={modal} onClose={() => setModal(null)} />}
    >
      <UsersTable
        users={paged.pageRows}
        selection={isSample ? undefined : selection}
        onView={(item) => setModal({ mode: 'view', item })}
        onEdit={(item) => setModal({ mode: 'edit', item })}
        onDelete={askDelete}
      />
    </AdminListFrame>
  );
}
