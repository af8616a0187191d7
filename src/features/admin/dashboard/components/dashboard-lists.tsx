import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { Product } from '@/api/adapters';
import { useAdminFormat, useAdminTexts } from '@/features/admin/common/admin-language';
import { OrderStatusBadge } from '@/features/admin/orders';
import type { AdminOrderRow } from '@/features/admin/orders';
import { stockColor } from '@/features/admin/products';

function ListCard({
  title,
  empty,
  children,
}: {
  title: string;
  empty: string | null;
  children: React.ReactNode;
}) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={title}>
      <Title order={3} size="h5" mb="sm">
        {title}
      </Title>
      {empty ? (
        <Text c="dimmed" size="sm">
          {empty}
        </Text>
      ) : (
        <Stack gap="xs">{children}</Stack>
      )}
    </Paper>
  );
}

/** A product's line in a card: its name (cut short when long) and, at the right, its figure. */
function ProductLine({ name, children }: { name: string; children: React.ReactNode }) {
  return (
    <Group justify="space-between" wrap="nowrap">
      <Text size="sm" truncate>
        {name}
      </Text>
      {children}
    </Group>
  );
}

export function PopularProducts({ products }: { products: readonly Product[] }) {
  const S = useAdminTexts().dashboard;
  const { formatCount, formatYen } = useAdminFormat();
  return (
    <ListCard title={S.popularProducts} empty={products.length ? null : S.noProducts}>
      {products.map((p) => (
        <ProductLine key={p.productId} name={p.productName}>
          <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {S.sold(formatCount(p.soldQuantity))} · {formatYen(p.specialPrice ?? p.price)}
          </Text>
        </ProductLine>
      ))}
    </ListCard>
  );
}

/** `emptyText`: 'no order data', or that this server offers no orders. */
export function RecentOrders({
  orders,
  emptyText,
}: {
  orders: readonly AdminOrderRow[];
  emptyText: string;
}) {
  const S = useAdminTexts().dashboard;
  const { formatDateTime, formatYen } = useAdminFormat();
  return (
    <ListCard title={S.recentOrders} empty={orders.length ? null : emptyText}>
      {orders.map((o) => (
        <Group key={o.orderId} justify="space-between" wrap="nowrap">
          <div>
            <Text size="sm">
              #{o.id} · {o.customerName}
            </Text>
            <Text size="xs" c="dimmed">
              {formatDateTime(o.createdAt)}
            </Text>
          </div>
          <Group gap="xs" wrap="nowrap">
            <Text size="sm">{formatYen(o.totalAmount)}</Text>
            <OrderStatusBadge status={o.status} />
          </Group>
        </Group>
      ))}
    </ListCard>
  );
}

export function LowStock({
  products,
  threshold,
}: {
  products: readonly Product[];
  threshold: number;
}) {
  const S = useAdminTexts().dashboard;
  const { formatCount } = useAdminFormat();
  return (
    <ListCard title={S.lowStock} empty={products.length ? null : S.noLowStock}>
      {products.map((p) => (
        <ProductLine key={p.productId} name={p.productName}>
          <Badge color={stockColor(p.quantity, threshold)} variant="light">
            {S.stock(formatCount(p.quantity))}
          </Badge>
        </ProductLine>
      ))}
    </ListCard>
  );
}
