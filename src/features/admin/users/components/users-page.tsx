import { Button, Select, TextInput } from '@mantine/core';
import { useCallback, useState } from 'react';
import { AdminListFrame } from '../../common/admin-list-frame';
import { serverErrorMessage } from '../../../../lib/forms/apply-server-error';
import { toast } from '../../../../lib/toast';
import { confirmAction } from '../../common/confirm';
import { ExportCsvButton } from '../../common/export-csv-button';
import { useDialogState, type ModalState } from '../../common/modal-mode';
import { SHARED_STRINGS } from '../../common/strings';
import { useListIntent } from '../../common/list-intent';
import { usePagedRows } from '../../common/use-paged-rows';
import { useDeleteAdminUser } from '../api/delete-admin-user';
import { useAdminUsers, type AdminUser } from '../api/get-admin-users';
import { filterUsers, type UserStatusFilter } from '../filter-users';
import { USER_STRINGS } from '../strings';
import { USER_CSV_COLUMNS } from '../user-csv';
import { UserFormModal } from './user-form-modal';
import { UsersTable } from './users-table';

const userId = (user: AdminUser) => user.id;

// Made while rendering, in the language of the moment.
const statusOptions = () => [
  { value: 'all', label: SHARED_STRINGS.all },
  { value: 'active', label: USER_STRINGS.active },
  { value: 'inactive', label: USER_STRINGS.inactive },
];

export function UsersPage() {
  const { rows, isLoading, isSample } = useAdminUsers();
  const [status, setStatus] = useState<UserStatusFilter>('all');
  const [search, setSearch] = useState('');
  const [modal, setModal] = useDialogState<ModalState<AdminUser>>();
  const remove = useDeleteAdminUser();
  const filtered = filterUsers(rows, status, search);
  const paged = usePagedRows(filtered);

  useListIntent({
    ready: !isLoading,
    rows,
    idOf: userId,
    onSearch: setSearch,
    onOpen: useCallback((item: AdminUser) => setModal({ mode: 'view', item }), [setModal]),
  });
  const askDelete = (user: AdminUser) =>
    confirmAction(USER_STRINGS.deleteConfirm(user.username), () =>
      remove.mutate(user.id, {
        onSuccess: () => toast.success(USER_STRINGS.deleted),
        onError: (error) =>
          toast.error(
            serverErrorMessage(error, USER_STRINGS.deleteFailed, {
              serverWording: 'client-errors',
            }),
          ),
      }),
    );

  return (
    <AdminListFrame
      title={USER_STRINGS.title}
      count={USER_STRINGS.count(rows.length)}
      actions={
        <>
          <ExportCsvButton rows={filtered} columns={USER_CSV_COLUMNS} fileName="users" />
          <Button onClick={() => setModal({ mode: 'create' })}>{USER_STRINGS.add}</Button>
        </>
      }
      isSample={isSample}
      filters={
        <>
          <TextInput
            aria-label={USER_STRINGS.search}
            placeholder={USER_STRINGS.search}
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
            w={280}
          />
          <Select
            label={USER_STRINGS.statusFilter}
            data={statusOptions()}
            value={status}
            onChange={(value) => setStatus((value as UserStatusFilter | null) ?? 'all')}
            allowDeselect={false}
            w={160}
          />
        </>
      }
      isLoading={isLoading}
      isEmpty={filtered.length === 0}
      emptyText={USER_STRINGS.empty}
      pager={paged}
      after={modal && <UserFormModal state={modal} onClose={() => setModal(null)} />}
    >
      <UsersTable
        users={paged.pageRows}
        onView={(item) => setModal({ mode: 'view', item })}
        onEdit={(item) => setModal({ mode: 'edit', item })}
        onDelete={askDelete}
      />
    </AdminListFrame>
  );
}
