import { ActionIcon, Group, NumberInput } from '@mantine/core';
import { useState } from 'react';
import type { CartItem } from '@/entities/cart/cart-item';
import { decreaseQuantity } from '@/entities/cart/cart-store';
import { increaseCartLine, setCartLineQuantity } from '../cart-actions';
import { STOREFRONT_TEXTS } from '@/lib/storefront-texts';

/**
 * − [quantity] +. Decrease is disabled at 1; increase and a typed quantity keep to the
 * stock ('Quantity Reached to Limit'). A typed number applies on Enter or when leaving the box.
 */
export function QuantityStepper({ item }: { item: CartItem }) {
  const [draft, setDraft] = useState<string | number>(item.quantity);
  const [shown, setShown] = useState(item.quantity);
  // The store changed the quantity (buttons, another tab): show it.
  if (shown !== item.quantity) {
    setShown(item.quantity);
    setDraft(item.quantity);
  }

  const apply = () => {
    const typed = typeof draft === 'number' ? draft : Number.parseInt(draft, 10);
    if (Number.isFinite(typed) && typed !== item.quantity)
      setCartLineQuantity(item.productId, typed);
    setDraft(item.quantity); // a refused or empty entry goes back to the quantity in the cart
  };

  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon
        variant="default"
        size="lg"
        onClick={() => decreaseQuantity(item.productId)}
        disabled={item.quantity <= 1}
        aria-label={STOREFRONT_TEXTS.cart.decreaseQuantity(item.productName)}
      >
        −
      </ActionIcon>
      <NumberInput
        aria-label={STOREFRONT_TEXTS.cart.quantityOf(item.productName)}
        value={draft}
        onChange={setDraft}
        onBlur={apply}
        onKeyDown={(event) => event.key === 'Enter' && apply()}
        min={1}
        max={item.stock ?? undefined}
        clampBehavior="none"
        allowDecimal={false}
        allowNegative={false}
        hideControls
        w={56}
        styles={{ input: { textAlign: 'center' } }}
      />
      <ActionIcon
        variant="default"
        size="lg"
        onClick={() => increaseCartLine(item.productId)}
        aria-label={STOREFRONT_TEXTS.cart.increaseQuantity(item.productName)}
      >
        +
      </ActionIcon>
    </Group>
  );
}
