import { Button } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useAdminTexts } from '@/features/admin/common/admin-language';
import { bulkFailureReason } from '@/features/admin/common/bulk/bulk-failure-reason';
import { BulkRunModal } from '@/features/admin/common/bulk/bulk-run-modal';
import { SelectionBar } from '@/features/admin/common/bulk/selection-bar';
import { useBulkRun } from '@/features/admin/common/bulk/use-bulk-run';
import type { RowSelection } from '@/features/admin/common/bulk/use-row-selection';
import type { AdminUser } from '../api/get-admin-users';
import { adminUserKeys } from '../api/query-keys';
import { updateAdminUser } from '../api/save-admin-user';
import { userBodyWithActive } from '../user-bulk';

/** The users list's bulk actions: activate or deactivate, user by user (PUT /admin/users/{id}). */
export function UserBulkActions({ selection }: { selection: RowSelection<AdminUser> }) {
  const texts = useAdminTexts();
  const T = texts.bulk;
  const queryClient = useQueryClient();
  const runner = useBulkRun<AdminUser>(() =>
    queryClient.invalidateQueries({ queryKey: adminUserKeys.all }),
  );
  const setActive = (active: boolean) =>
    void runner.start({
      title: active ? T.users.activateTitle : T.users.deactivateTitle,
      items: selection.rows,
      labelOf: (user) => user.username,
      task: (user) => updateAdminUser(user.id, userBodyWithActive(user, active, texts.users)),
      reasonOf: (error) => bulkFailureReason(error, T),
    });
  return (
    <>
      <SelectionBar selection={selection}>
        <Button size="compact-sm" variant="light" onClick={() => setActive(true)}>
          {T.users.activate}
        </Button>
        <Button size="compact-sm" variant="light" color="gray" onClick={() => setActive(false)}>
          {T.users.deactivate}
        </Button>
      </SelectionBar>
      <BulkRunModal runner={runner} />
    </>
  );
}
