import {
  Button,
  Center,
  Group,
  Loader,
  Pagination,
  Paper,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { toast } from '../../../../lib/toast';
import { failureMessage } from '../../shared/apply-server-errors';
import { confirmAction } from '../../shared/confirm';
import { ExportCsvButton } from '../../shared/export-csv-button';
import type { ModalState } from '../../shared/modal-mode';
import { SampleDataNotice } from '../../shared/sample-data-notice';
import { SHARED_STRINGS } from '../../shared/strings';
import { usePagedRows } from '../../shared/use-paged-rows';
import { useDeleteAdminUser } from '../api/delete-admin-user';
import { useAdminUsers, type AdminUser } from '../api/get-admin-users';
import { filterUsers, type UserStatusFilter } from '../filter-users';
import { USER_STRINGS } from '../strings';
import { USER_CSV_COLUMNS } from '../user-csv';
import { UserFormModal } from './user-form-modal';
import { UsersTable } from './users-table';

const STATUS_OPTIONS = [
  { value: 'all', label: SHARED_STRINGS.all },
  { value: 'active', label: USER_STRINGS.active },
  { value: 'inactive', label: USER_STRINGS.inactive },
];

export function UsersPage() {
  const { rows, isLoading, isSample } = useAdminUsers();
  const [status, setStatus] = useState<UserStatusFilter>('all');
  const [search, setSearch] = useState('');
  const [modal, setModal] = useState<ModalState<AdminUser>>(null);
  const remove = useDeleteAdminUser();
  const filtered = filterUsers(rows, status, search);
  const paged = usePagedRows(filtered);

  const askDelete = (user: AdminUser) =>
    confirmAction(USER_STRINGS.deleteConfirm(user.username), () =>
      remove.mutate(user.id, {
        onSuccess: () => toast.success(USER_STRINGS.deleted),
        onError: (error) => toast.error(failureMessage(error, USER_STRINGS.deleteFailed)),
      }),
    );

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>
          {USER_STRINGS.title}{' '}
          <Text span c="dimmed" size="md">
            {USER_STRINGS.count(rows.length)}
          </Text>
        </Title>
        <Group>
          <ExportCsvButton rows={filtered} columns={USER_CSV_COLUMNS} fileName="users" />
          <Button onClick={() => setModal({ mode: 'create' })}>{USER_STRINGS.add}</Button>
        </Group>
      </Group>
      {isSample && <SampleDataNotice />}
      <Group>
        <TextInput
          aria-label={USER_STRINGS.search}
          placeholder={USER_STRINGS.search}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          w={280}
        />
        <Select
          label={USER_STRINGS.statusFilter}
          data={STATUS_OPTIONS}
          value={status}
          onChange={(value) => setStatus((value as UserStatusFilter | null) ?? 'all')}
          allowDeselect={false}
          w={160}
        />
      </Group>
      <Paper withBorder p="xs">
        {isLoading ? (
          <Center p="xl">
            <Loader aria-label={SHARED_STRINGS.loading} />
          </Center>
        ) : filtered.length === 0 ? (
          <Text ta="center" c="dimmed" p="xl">
            {USER_STRINGS.empty}
          </Text>
        ) : (
          <UsersTable
            users={paged.pageRows}
            onView={(item) => setModal({ mode: 'view', item })}
            onEdit={(item) => setModal({ mode: 'edit', item })}
            onDelete={askDelete}
          />
        )}
      </Paper>
      {paged.totalPages > 1 && (
        <Pagination total={paged.totalPages} value={paged.page} onChange={paged.setPage} />
      )}
      {modal && <UserFormModal state={modal} onClose={() => setModal(null)} />}
    </Stack>
  );
}
