import { Alert, Container, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { messageOr } from '../api/errors';
import { productsQueryOptions } from '../features/catalog/api/get-products';
import { ProductCard } from '../features/catalog/components/product-card';

const FIRST_EIGHT = { pageNumber: 0, pageSize: 8, sortOrder: 'asc' } as const;

export const Route = createFileRoute('/')({
  component: HomePage,
});

function HomePage() {
  const products = useQuery(productsQueryOptions(FIRST_EIGHT));
  return (
    <Container size="xl">
      <Title order={2} my="md">
        Products
      </Title>
      {products.isPending ? (
        <Stack align="center" py="xl">
          <Loader />
          <Text>Please wait....</Text>
        </Stack>
      ) : products.isError ? (
        <Alert color="red" role="alert">
          {messageOr(products.error, 'Failed to fetch products')}
        </Alert>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3, xl: 4 }}>
          {products.data.content.map((product) => (
            <ProductCard key={product.productId} product={product} />
          ))}
        </SimpleGrid>
      )}
    </Container>
  );
}
