import { Container, Stack, Text, Title } from '@mantine/core';
import { createFileRoute, type SearchSchemaInput } from '@tanstack/react-router';
import { productTitle, storefrontHead, titledHead } from '@/lib/page-identity/page-title';
import {
  readProductDialogSearch,
  type ProductDialogSearch,
} from '@/features/catalog/product-dialog-search';
import { LazyProductDetailsDialog } from '@/features/catalog/components/lazy-product-details-dialog';
import { ProductGrid } from '@/features/catalog/components/product-grid';
import { useProductDialog } from '@/features/catalog/hooks/use-product-dialog';
import { SAMPLE_PHONES } from '@/features/home/sample-phones';
import { STOREFRONT_TEXTS } from '@/lib/storefront-texts';

export const Route = createFileRoute('/about')({
  validateSearch: (search: ProductDialogSearch & SearchSchemaInput) =>
    readProductDialogSearch(search),
  loaderDeps: ({ search }) => ({ product: search.product }),
  // The sample phone whose dialog is open, if any; an unknown one is "not found".
  loader: ({ deps }) => ({
    dialog:
      deps.product === undefined
        ? undefined
        : (SAMPLE_PHONES.find((phone) => phone.productId === deps.product) ?? null),
  }),
  head: ({ loaderData }) =>
    loaderData?.dialog === undefined
      ? storefrontHead(STOREFRONT_TEXTS.pageTitles.about, STOREFRONT_TEXTS.pageDescriptions.about)
      : titledHead(
          productTitle(
            loaderData.dialog
              ? { status: 'found', name: loaderData.dialog.productName }
              : { status: 'missing' },
          )!,
          STOREFRONT_TEXTS.pageDescriptions.about,
        ),
  component: AboutPage,
});

/**
 * An intro and three sample phones as product cards. The phones are examples, not
 * products of the shop, so their cards have no Add to Cart button.
 */
function AboutPage() {
  const dialog = useProductDialog();
  const sample = Route.useLoaderData().dialog;
  return (
    <Container size="lg" py="md">
      <Stack gap="xl">
        <Stack gap="sm" maw={720}>
          <Title order={1}>{STOREFRONT_TEXTS.home.aboutHeading}</Title>
          <Text size="lg">{STOREFRONT_TEXTS.home.aboutIntro}</Text>
          <Text c="dimmed">{STOREFRONT_TEXTS.home.aboutMore}</Text>
        </Stack>
        <ProductGrid products={SAMPLE_PHONES} />
      </Stack>
      <LazyProductDetailsDialog
        opened={dialog.productId !== undefined}
        lookup={sample ? { status: 'found', product: sample } : { status: 'missing' }}
        onClose={dialog.close}
      />
    </Container>
  );
}
