import { Button, Center, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useEffect, type ReactNode } from 'react';
import type { Product } from '@/api/adapters';
import { recordProductView } from '@/entities/recently-viewed/recently-viewed-store';
import { STOREFRONT_TEXTS } from '@/lib/storefront-texts';
import type { DialogProduct } from '../hooks/use-dialog-product';
import { ProductImage } from '@/components/product-image';
import { ProductPrice } from './product-price';
import { StockBadge } from './stock-badge';
import { WishlistToggle } from './wishlist-toggle';

/**
 * Image, name, description, price, 'In Stock' or 'Out-Of-Stock', and Close. The page
 * puts its action (Add to Cart) beside Close, and with it comes the wishlist heart (a sample
 * product, without an action, cannot be kept).
 */
export function ProductDetailsDialog({
  opened,
  lookup,
  onClose,
  renderAction,
}: {
  opened: boolean;
  lookup: DialogProduct;
  onClose: () => void;
  renderAction?: (product: Product) => ReactNode;
}) {
  const product = lookup.status === 'found' ? lookup.product : null;
  // A product of the shop (one with an action) counts as viewed once its dialog shows it.
  const viewed = opened && renderAction ? product?.productId : undefined;
  useEffect(() => {
    if (viewed !== undefined) recordProductView(viewed);
  }, [viewed]);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={product ? product.productName : ' '}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': STOREFRONT_TEXTS.common.closeDialog }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {product ? (
        <Stack gap="md">
          <ProductImage image={product.image} alt={product.productName} h={280} fit="contain" />
          <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {product.description}
          </Text>
          <Group justify="space-between">
            <ProductPrice product={product} size="lg" />
            <StockBadge product={product} />
          </Group>
          <Group justify="flex-end" wrap="nowrap">
            <Button variant="default" onClick={onClose}>
              {STOREFRONT_TEXTS.common.close}
            </Button>
            {renderAction && <WishlistToggle product={product} />}
            {renderAction && <div style={{ flex: 1 }}>{renderAction(product)}</div>}
          </Group>
        </Stack>
      ) : (
        <LookupState lookup={lookup} onClose={onClose} />
      )}
    </Modal>
  );
}

function LookupState({ lookup, onClose }: { lookup: DialogProduct; onClose: () => void }) {
  if (lookup.status === 'loading')
    return (
      <Center py="xl">
        <Group gap="sm">
          <Loader size="sm" />
          <Text>{STOREFRONT_TEXTS.catalog.lookingUpProduct}</Text>
        </Group>
      </Center>
    );
  return (
    <Stack align="center" py="md">
      <Text role="alert">
        {lookup.status === 'missing'
          ? STOREFRONT_TEXTS.catalog.productNotFound
          : STOREFRONT_TEXTS.catalog.productLookupFailed}
      </Text>
      <Button variant="default" onClick={onClose}>
        {STOREFRONT_TEXTS.common.close}
      </Button>
    </Stack>
  );
}
