import { Button, Container, Grid, Group, Skeleton, Table, Title } from '@mantine/core';
import { useHydrating } from '@/lib/hydration';
import { STOREFRONT_TEXTS } from '@/lib/storefront-texts';
import { clearCart, useCart } from '@/entities/cart/cart-store';
import { CartLineRow } from './cart-line-row';
import classes from './cart-table.module.css';
import { CartSummary } from './cart-summary';
import { EmptyCart } from './empty-cart';

const { columns } = STOREFRONT_TEXTS.cart;

/** /cart: the empty state, or the lines with Product, Price, Quantity, Total and the summary. */
export function CartView() {
  const cart = useCart();
  // The build's HTML cannot know the stored cart: a placeholder, not "empty", until it is read.
  // A still one: it shows for the start-up alone, and a pulse would have the compositor draw a
  // frame on every refresh while the phone's cores start the app.
  if (useHydrating())
    return (
      <Container size="xl" py="md" aria-busy>
        <Skeleton h={240} animate={false} />
      </Container>
    );
  if (cart.items.length === 0)
    return (
      <Container size="sm">
        <EmptyCart />
      </Container>
    );
  return (
    <Container size="xl" py="md">
      <Group justify="space-between" mb="md">
        <Title order={1} size="h2">
          {STOREFRONT_TEXTS.cart.heading}
        </Title>
        <Button variant="subtle" color="gray" onClick={clearCart}>
          {STOREFRONT_TEXTS.cart.clearCart}
        </Button>
      </Group>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Table
            verticalSpacing="md"
            aria-label={STOREFRONT_TEXTS.cart.items}
            className={classes.table}
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{columns.product}</Table.Th>
                <Table.Th>{columns.price}</Table.Th>
                <Table.Th>{columns.quantity}</Table.Th>
                <Table.Th ta="right">{columns.total}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {cart.items.map((item) => (
                <CartLineRow key={item.productId} item={item} />
              ))}
            </Table.Tbody>
          </Table>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <CartSummary subtotal={cart.totalPrice} />
        </Grid.Col>
      </Grid>
    </Container>
  );
}
