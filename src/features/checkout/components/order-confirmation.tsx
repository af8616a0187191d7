import {
  Alert,
  Anchor,
  Button,
  Container,
  Loader,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { messageOr } from '@/components/error-text';
import { clearCart } from '@/entities/cart/cart-store';
import { isPaymentNotConfirmed } from '../api/verify-payment';
import { placedOrderQueryOptions, type ConfirmationSearch } from '../api/placed-order-state';
import { resetCheckout } from '../checkout-storage';
import { catalogKeys } from '@/features/catalog';
import { orderKeys } from '@/features/orders';
import { STOREFRONT_TEXTS } from '@/lib/storefront-texts';

const TEXTS = STOREFRONT_TEXTS.checkout;

export const PAYMENT_NOT_CONFIRMED = TEXTS.paymentNotConfirmed;

/**
 * The page the payment returns to. The URL only says which payment intent to look at: the page
 * asks the card processor whether it was paid, for the amount the client secret was made for,
 * and only then places the order, once per payment intent across reloads and tabs. Then it
 * clears the cart and the stored checkout data.
 */
export function OrderConfirmation({ search }: { search: ConfirmationSearch }) {
  const paymentIntent = search.payment_intent;
  const succeeded = search.redirect_status === 'succeeded' && !!paymentIntent;
  const order = useQuery(placedOrderQueryOptions(search));

  const queryClient = useQueryClient();
  useEffect(() => {
    if (order.isSuccess) {
      clearCart();
      resetCheckout();
      // The new order and the lowered stock show everywhere at once.
      void queryClient.invalidateQueries({ queryKey: orderKeys.mine() });
      void queryClient.invalidateQueries({ queryKey: catalogKeys.products() });
    }
  }, [order.isSuccess, queryClient]);

  if (!succeeded) return <Problem text={TEXTS.paymentNotCompleted} />;
  if (order.isPending) return <Loader aria-label={TEXTS.checkingPayment} m="xl" />;
  if (order.isError && isPaymentNotConfirmed(order.error))
    return <Problem text={PAYMENT_NOT_CONFIRMED} />;
  if (order.isError)
    return (
      <Problem
        text={TEXTS.orderNotPlaced(
          messageOr(order.error, STOREFRONT_TEXTS.errors.default),
          paymentIntent,
        )}
        onRetry={() => void order.refetch()}
      />
    );

  return (
    <Container size="sm" py="xl">
      <Stack align="center" gap="md">
        <ThemeIcon size={64} radius="xl" color="green" fz={32} aria-hidden>
          ✓
        </ThemeIcon>
        <Title order={2}>{TEXTS.orderConfirmed}</Title>
        <Text ta="center">{TEXTS.thankYou}</Text>
        {order.data.already && <Text ta="center">{TEXTS.alreadyPlaced}</Text>}
        <Text size="sm" c="dimmed">
          {TEXTS.orderNumber(order.data.orderId)}
        </Text>
        <Button component={Link} to="/">
          {STOREFRONT_TEXTS.common.backToHome}
        </Button>
      </Stack>
    </Container>
  );
}

function Problem({ text, onRetry }: { text: string; onRetry?: () => void }) {
  return (
    <Container size="sm" py="xl">
      <Stack>
        <Alert color="red" title={TEXTS.noOrderConfirmed} role="alert">
          {text}
        </Alert>
        {onRetry && <Button onClick={onRetry}>{STOREFRONT_TEXTS.common.tryAgain}</Button>}
        <Anchor component={Link} to="/checkout">
          {TEXTS.backToCheckout}
        </Anchor>
      </Stack>
    </Container>
  );
}
