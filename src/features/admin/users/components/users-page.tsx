import { Button } from '@mantine/core';
import { usePagedSelection } from '@/features/admin/common/use-paged-selection';
import { useRowDialog } from '@/features/admin/common/use-row-dialog';
import { AdminListFrame } from '@/features/admin/common/admin-list-frame';
import { serverErrorMessage } from '@/components/forms/apply-server-error';
import { toast } from '@/lib/toast';
import { useConfirmAction } from '@/features/admin/common/confirm';
import { useAdminTexts } from '@/features/admin/common/admin-language';
import type { AdminTexts } from '@/features/admin/common/texts';
import { UserBulkActions } from './user-bulk-actions';
import { useListSearch } from '@/features/admin/common/use-list-search';
import { ListToolbar } from '@/features/admin/common/list-toolbar';
import { userListSearch } from '../user-list-search';
import { useDeleteAdminUser } from '../api/delete-admin-user';
import { useAdminUsers, type AdminUser } from '../api/get-admin-users';
import { filterUsers } from '../filter-users';
import { USER_CSV_COLUMNS } from '../user-csv';
import { USER_LIST_DEFAULTS, USER_SORTS, sortUsers } from '../sort-users';
import { UserFormModal } from './user-form-modal';
import { UsersTable } from './users-table';

const userId = (user: AdminUser) => user.id;

const statusOptions = (S: AdminTexts['users']) =>
  (['active', 'inactive'] as const).map((value) => ({ value, label: S[value] }));

export function UsersPage() {
  const texts = useAdminTexts();
  const S = texts.users;
  const confirmAction = useConfirmAction();
  const { rows, isLoading, isSample, error } = useAdminUsers();
  const list = useListSearch(userListSearch, USER_LIST_DEFAULTS);
  const modal = useRowDialog({ ready: !isLoading, rows, idOf: userId });
  const remove = useDeleteAdminUser();
  const filtered = sortUsers(filterUsers(rows, list.status ?? 'all', list.q), list);
  const { paged, selection } = usePagedSelection(filtered, list, userId);

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
      area="users"
      total={rows.length}
      mockOperations={['adminUsers']}
      csv={{ rows: filtered, columns: USER_CSV_COLUMNS }}
      actions={<Button onClick={modal.create}>{S.add}</Button>}
      source={{ isLoading, isSample, error }}
      sampleNotOffered={S.sampleNotOffered}
      toolbar={
        <ListToolbar
          list={list}
          area="users"
          searchWidth={280}
          sorts={USER_SORTS}
          filters={[{ key: 'status', label: S.statusFilter, options: statusOptions(S), w: 160 }]}
        />
      }
      bar={!isSample && <UserBulkActions selection={selection} />}
      emptyText={S.empty}
      pager={paged}
      after={modal.state && <UserFormModal state={modal.state} onClose={modal.close} />}
    >
      <UsersTable
        users={paged.pageRows}
        selection={isSample ? undefined : selection}
        onView={modal.view}
        onEdit={modal.edit}
        onDelete={askDelete}
      />
    </AdminListFrame>
  );
}
