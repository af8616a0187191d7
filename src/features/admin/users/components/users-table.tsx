import { Badge, Table, Text } from '@mantine/core';
import { formatCount, formatDateTime, formatYen } from '../../common/format';
import { RowActions } from '../../common/row-actions';
import { SHARED_STRINGS } from '../../common/strings';
import type { AdminUser } from '../api/get-admin-users';
import { USER_STRINGS } from '../strings';

interface UsersTableProps {
  users: readonly AdminUser[];
  onView: (user: AdminUser) => void;
  onEdit: (user: AdminUser) => void;
  onDelete: (user: AdminUser) => void;
}

const C = USER_STRINGS.columns;

export function UsersTable({ users, onView, onEdit, onDelete }: UsersTableProps) {
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            {[
              C.user,
              C.name,
              C.phone,
              C.status,
              C.createdAt,
              C.orders,
              C.spent,
              SHARED_STRINGS.actions,
            ].map((h) => (
              // Short Chinese headings would otherwise break a character per line ("订/单/数").
              <Table.Th key={h} style={{ whiteSpace: 'nowrap' }}>
                {h}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((user) => {
            const labels = USER_STRINGS.rowActions(user.username);
            return (
              <Table.Tr key={user.id}>
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
                    {user.active ? USER_STRINGS.active : USER_STRINGS.inactive}
                  </Badge>
                </Table.Td>
                <Table.Td>{formatDateTime(user.createdAt)}</Table.Td>
                <Table.Td>{formatCount(user.totalOrders)}</Table.Td>
                <Table.Td>{formatYen(user.totalSpent)}</Table.Td>
                <Table.Td>
                  <RowActions
                    labels={labels}
                    onView={() => onView(user)}
                    onEdit={() => onEdit(user)}
                    onDelete={() => onDelete(user)}
                  />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
