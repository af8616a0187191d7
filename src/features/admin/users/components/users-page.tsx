import { MockDataBadge } from '../../../../components/mock-data-badge';
import { Button, Select, TextInput } from '@mantine/core';
import { useCallback } from 'react';
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
import { useListSearch } from '../../common/use-list-search';
import { SortSelect } from '../../common/sort-select';
import { userListSearch } from '../../../../lib/admin-list-search';
import { useDeleteAdminUser } from '../api/delete-admin-user';
import { useAdminUsers, type AdminUser } from '../api/get-admin-users';
import { filterUsers } from '../filter-users';
import { USER_CSV_COLUMNS } from '../user-csv';
import { USER_LIST_DEFAULTS, USER_SORTS, sortUsers } from '../sort-users';
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
  const { rows, isLoading, isSample, error } = useAdminUsers();
  const list = useListSearch(userListSearch, USER_LIST_DEFAULTS);
  const [modal, setModal] = useDialogState<ModalState<AdminUser>>();
  const remove = useDeleteAdminUser();
  const filtered = sortUsers(filterUsers(rows, list.status ?? 'all', list.q), list);
  const paged = usePagedRows(filtered, list);
  const selection = useRowSelection({ matching: filtered, pageRows: paged.pageRows, idOf: userId });

  useListIntent({
    ready: !isLoading,
    rows,
    idOf: userId,
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
          <MockDataBadge operations={['adminUsers']} />
          <ExportCsvButton rows={filtered} columns={USER_CSV_COLUMNS} fileName="users" />
          <Button onClick={() => setModal({ mode: 'create' })}>{S.add}</Button>
        </>
      }
      isSample={isSample}
      sampleError={error}
      sampleNotOffered={S.sampleNotOffered}
      filters={
        <>
          <TextInput aria-label={S.search} placeholder={S.search} {...list.searchBox} w={280} />
          <Select
            label={S.statusFilter}
            data={statusOptions(texts)}
            value={list.status ?? 'all'}
            onChange={(value) =>
              list.setFilters({
                status: value === 'all' ? undefined : (value as 'active' | 'inactive'),
              })
            }
            allowDeselect={false}
            w={160}
          />
          <SortSelect
            fields={USER_SORTS}
            labels={texts.lists.sortFields.users}
            sort={list.sort}
            dir={list.dir}
            onChange={list.setSort}
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
