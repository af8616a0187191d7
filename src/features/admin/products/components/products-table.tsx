import { Avatar, Badge, Group, Table, Text } from '@mantine/core';
import { productImageUrl, type Product } from '@/api/adapters';
import { useAdminFormat, useAdminTexts } from '@/features/admin/common/admin-language';
import { RowActionsCell } from '@/features/admin/common/row-actions';
import { AdminTable, AdminTableRow } from '@/features/admin/common/admin-table';
import type { AdminTexts } from '@/features/admin/common/texts';
import { useAdminSetting } from '@/features/admin/common/admin-settings';
import type { RowSelection } from '@/features/admin/common/bulk/use-row-selection';
import { STATUS_COLOR, isLowStock, productStatus, stockColor } from '../product-status';

interface ProductsTableProps {
  products: readonly Product[];
  /** The bulk selection: a checkbox column. */
  selection?: RowSelection<Product>;
  onView: (product: Product) => void;
  onEdit: (product: Product) => void;
  onDelete: (product: Product) => void;
}

const headers = ({ products: { columns: C }, shared }: AdminTexts) => [
  C.product,
  C.category,
  C.price,
  C.specialPrice,
  C.stock,
  C.sold,
  C.status,
  shared.actions,
];

export function ProductsTable({
  products,
  selection,
  onView,
  onEdit,
  onDelete,
}: ProductsTableProps) {
  const texts = useAdminTexts();
  const S = texts.products;
  const { formatCount, formatYen } = useAdminFormat();
  const threshold = useAdminSetting('lowStockThreshold');
  return (
    <AdminTable minWidth={960} headers={headers(texts)} selection={selection}>
      {products.map((product) => {
        const status = productStatus(product);
        return (
          <AdminTableRow
            key={product.productId}
            selection={selection}
            row={product}
            name={product.productName}
          >
            <Table.Td>
              <Group gap="sm" wrap="nowrap">
                <Avatar src={productImageUrl(product.image)} radius="sm" alt={product.productName}>
                  {product.productName.charAt(0)}
                </Avatar>
                <div>
                  <Text fw={500} lineClamp={1}>
                    {product.productName}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {product.brand?.trim() || S.unknownBrand}
                  </Text>
                </div>
              </Group>
            </Table.Td>
            {/* The real server's product has no category, brand or sales: shown as unknown. */}
            <Table.Td c={product.category?.categoryName ? undefined : 'dimmed'}>
              {product.category?.categoryName ?? S.unknown}
            </Table.Td>
            <Table.Td>{formatYen(product.price)}</Table.Td>
            <Table.Td>{formatYen(product.specialPrice ?? product.price)}</Table.Td>
            <Table.Td>
              <Group gap={6} wrap="nowrap">
                <Badge
                  color={stockColor(product.quantity, threshold)}
                  variant="light"
                  aria-label={`${S.columns.stock} ${product.quantity ?? 0}`}
                >
                  {formatCount(product.quantity)}
                </Badge>
                {isLowStock(product, threshold) && (
                  <Badge color="orange" variant="outline" tt="none">
                    {S.lowStock}
                  </Badge>
                )}
              </Group>
            </Table.Td>
            <Table.Td c={product.soldQuantity === undefined ? 'dimmed' : undefined}>
              {product.soldQuantity === undefined ? S.unknown : formatCount(product.soldQuantity)}
            </Table.Td>
            <Table.Td>
              <Badge color={STATUS_COLOR[status]} variant="light" tt="none">
                {S.status[status]}
              </Badge>
            </Table.Td>
            <RowActionsCell
              name={product.productName}
              onView={() => onView(product)}
              onEdit={() => onEdit(product)}
              onDelete={() => onDelete(product)}
            />
          </AdminTableRow>
        );
      })}
    </AdminTable>
  );
}
