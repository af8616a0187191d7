import { Badge, Table, Text } from '@mantine/core';
import { useAdminFormat, useAdminTexts } from '@/features/admin/common/admin-language';
import { RowActionsCell } from '@/features/admin/common/row-actions';
import { AdminTable, AdminTableRow } from '@/features/admin/common/admin-table';
import type { AdminUser } from '../api/get-admin-users';
import type { RowSelection } from '@/features/admin/common/bulk/use-row-selection';

interface UsersTableProps {
  users: readonly AdminUser[];
  /** The bulk selection: a checkbox column. */
  selection?: RowSelection<AdminUser>;
  onView: (user: AdminUser) => void;
  onEdit: (user: AdminUser) => void;
  onDelete: (user: AdminUser) => void;
}

export function UsersTable({ users, selection, onView, onEdit, onDelete }: UsersTableProps) {
  const texts = useAdminTexts();
  const S = texts.users;
  const shared = texts.shared;
  const C = S.columns;
  const { formatCount, formatDateTime, formatYen } = useAdminFormat();
  const headers = [
    C.user,
    C.name,
    C.phone,
    C.status,
    C.createdAt,
    C.orders,
    C.spent,
    shared.actions,
  ];
  return (
    <AdminTable minWidth={900} headers={headers} selection={selection}>
      {users.map((user) => (
        <AdminTableRow key={user.id} selection={selection} row={user} name={user.username}>
          <Table.Td>
            <Text fw={500}>{user.username}</Text>
            <Text size="xs" c="dimmed">
              {user.email}
            </Text>
          </Table.Td>
          <Table.Td>{[user.lastName, user.firstName].filter(Boolean).join('')}</Table.Td>
          <Table.Td>{user.phone}</Table.Td>
          <Table.Td>
            <Badge color={user.active ? 'green' : 'gray'} variant="light" tt="none">
              {user.active ? S.active : S.inactive}
            </Badge>
          </Table.Td>
          <Table.Td>{formatDateTime(user.createdAt)}</Table.Td>
          <Table.Td>{formatCount(user.totalOrders)}</Table.Td>
          <Table.Td>{formatYen(user.totalSpent)}</Table.Td>
          <RowActionsCell
            name={user.username}
            onView={() => onView(user)}
            onEdit={() => onEdit(user)}
            onDelete={() => onDelete(user)}
          />
        </AdminTableRow>
      ))}
    </AdminTable>
  );
}
