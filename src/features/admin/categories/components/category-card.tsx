import { Badge, Button, Card, Group, Stack, Text, Tooltip } from '@mantine/core';
import type { Category } from '@/api/adapters';
import { useAdminFormat, useAdminTexts } from '@/features/admin/common/admin-language';
import { productCountText, useCategoryProductCount } from '../api/get-category-product-count';

interface CategoryCardProps {
  category: Category;
  onView: () => void;
  onEdit: () => void;
  onDelete: () => void;
  /** True while the page asks the server for the count before deleting. */
  deleteChecking?: boolean;
}

export function CategoryCard({
  category,
  onView,
  onEdit,
  onDelete,
  deleteChecking = false,
}: CategoryCardProps) {
  const texts = useAdminTexts();
  const S = texts.categories;
  const { formatDay } = useAdminFormat();
  const active = category.isActive ?? true;
  const products = useCategoryProductCount(category);
  const labels = texts.shared.itemActions(category.categoryName);
  // Deleting a category deletes its products on the server: only a known 0 allows it.
  const blockedReason =
    products.count === null
      ? products.isPending
        ? S.deleteCheckingTooltip
        : S.deleteUnknownTooltip
      : products.count > 0
        ? S.deleteBlockedTooltip
        : null;
  const deleteButton = (
    <Button
      size="xs"
      variant="light"
      color="red"
      aria-label={labels.delete}
      disabled={blockedReason !== null}
      loading={deleteChecking}
      onClick={onDelete}
    >
      {S.delete}
    </Button>
  );
  return (
    <Card withBorder padding="md" component="article" aria-label={category.categoryName}>
      <Stack gap="xs" h="100%">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600} truncate>
            {category.categoryName}
          </Text>
          <Badge color={active ? 'green' : 'gray'} variant="light">
            {active ? S.enabled : S.disabled}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed" lineClamp={2} mih="2.6em">
          {category.description?.trim() || S.noDescription}
        </Text>
        <Text size="sm">{productCountText(S, products)}</Text>
        <Text size="xs" c="dimmed">
          {S.createdAt(formatDay(category.createdAt))}
        </Text>
        <Text size="xs" c="dimmed">
          {S.updatedAt(formatDay(category.updatedAt))}
        </Text>
        <Group gap="xs" mt="auto">
          <Button size="xs" variant="default" aria-label={labels.view} onClick={onView}>
            {S.view}
          </Button>
          <Button size="xs" variant="light" aria-label={labels.edit} onClick={onEdit}>
            {S.edit}
          </Button>
          {blockedReason ? (
            // A disabled button gets no pointer events: the wrapper carries the tooltip.
            <Tooltip label={blockedReason} withArrow>
              <span tabIndex={0}>{deleteButton}</span>
            </Tooltip>
          ) : (
            deleteButton
          )}
        </Group>
      </Stack>
    </Card>
  );
}
