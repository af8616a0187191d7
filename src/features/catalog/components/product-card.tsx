import { Badge, Card, Group, Image, Text } from '@mantine/core';
import { effectiveSpecialPrice, productImageUrl, type Product } from '../../../api/adapters';
import { formatDollars } from '../../../lib/money';

const PLACEHOLDER =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 3"><rect width="4" height="3" fill="#e9ecef"/></svg>',
  );

const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max)}...` : text);

export function ProductCard({ product }: { product: Product }) {
  const special = effectiveSpecialPrice(product);
  const inStock = (product.quantity ?? 0) > 0;
  return (
    <Card withBorder padding="md" component="article" aria-label={product.productName}>
      <Card.Section>
        <Image
          src={productImageUrl(product.image)}
          fallbackSrc={PLACEHOLDER}
          alt={product.productName}
          h={180}
          fit="cover"
        />
      </Card.Section>
      <Text fw={600} mt="sm">
        {cut(product.productName, 50)}
      </Text>
      <Text size="sm" c="dimmed">
        {cut(product.description ?? '', 80)}
      </Text>
      <Group justify="space-between" mt="sm">
        <Group gap="xs">
          {special < product.price && (
            <Text td="line-through" c="dimmed" size="sm">
              {formatDollars(product.price)}
            </Text>
          )}
          <Text fw={700}>{formatDollars(special)}</Text>
        </Group>
        <Badge color={inStock ? 'green' : 'red'}>{inStock ? 'In Stock' : 'Out-Of-Stock'}</Badge>
      </Group>
    </Card>
  );
}
