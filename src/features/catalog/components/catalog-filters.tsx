import { Box, Button, Checkbox, Fieldset, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import type { ProductFacets } from '@/api/adapters';
import { HydrateApart } from '@/start-up';
import { FACET_TEXTS } from '@/lib/storefront-texts/facets';
import { NO_NARROWING, type CatalogSearch, type NarrowingFilters } from '../catalog-search';
import { PriceRangeFilter } from './price-range-filter';

const T = FACET_TEXTS.filters;

export type NarrowingChange = Partial<NarrowingFilters & Pick<CatalogSearch, 'category'>>;

/** Brands listed before "Show all". */
const FEW_BRANDS = 10;

/**
 * The brand list scrolls within its own height once "Show all" lists them all (below it, the room
 * Mantine's ScrollArea kept for a horizontal scrollbar, as the panel always looked).
 */
const BRAND_LIST = { overflowY: 'auto', scrollbarWidth: 'thin' } as const;

const sameBrand = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * The brand, price and stock filters, from the page's facets (docs/product/storefront.md#23a-narrowing-the-catalogue):
 * each choice shows how many products it would leave given the other filters; one that leaves
 * none shows 0 and cannot be chosen (unless it is chosen: it can always be undone). The brand
 * list starts with the first 10 that leave products (and every chosen one); `Show all <n>
 * brands` lists every one, the 0s included. A brand in
 * the URL that the shop does not have is listed, chosen, with 0, so it can be taken away. Names
 * are text: React escapes any markup in them.
 */
export function CatalogFilters({
  search,
  facets,
  onChange,
  headingOrder = 2,
}: {
  search: CatalogSearch;
  facets: ProductFacets;
  onChange: (change: NarrowingChange) => void;
  /** The drawer has its own title: the panel's heading is then one level down. */
  headingOrder?: 2 | 3;
}) {
  const [allBrands, setAllBrands] = useState(false);
  const chosen = search.brand ?? [];
  const isChosen = (name: string) => chosen.some((brand) => sameBrand(brand, name));
  const brands = [
    ...facets.brands,
    ...chosen
      .filter((name) => !facets.brands.some((brand) => sameBrand(brand.value, name)))
      .map((value) => ({ value, count: 0 })),
  ];
  // A shop has dozens of brands: the first few that leave products (and every chosen one) until
  // the shopper asks for all, the 0s included.
  const useful = brands.filter((brand) => isChosen(brand.value) || brand.count > 0);
  const shownBrands = allBrands
    ? brands
    : [
        ...useful.slice(0, FEW_BRANDS),
        ...useful.slice(FEW_BRANDS).filter((brand) => isChosen(brand.value)),
      ];
  const toggleBrand = (name: string, on: boolean) => {
    const next = on ? [...chosen, name] : chosen.filter((brand) => !sameBrand(brand, name));
    onChange({ brand: next.length ? next : undefined });
  };
  const inStockCount = facets.availability.find((item) => item.value === 'inStock')?.count ?? 0;
  return (
    <Stack gap="md" component="section" aria-label={T.heading}>
      <Title order={headingOrder} size="h4">
        {T.heading}
      </Title>
      <Fieldset legend={T.brand} variant="unstyled">
        {/* The browser's own scrollbar, thin: Mantine's ScrollArea would bring floating-ui into the
            catalogue's first load. */}
        <Box mah="18rem" pb={12} style={BRAND_LIST}>
          <Stack gap={6} py={4}>
            {shownBrands.map((brand) => {
              const checked = isChosen(brand.value);
              return (
                <Checkbox
                  key={brand.value}
                  label={T.withCount(brand.value, brand.count)}
                  checked={checked}
                  disabled={!checked && brand.count === 0}
                  onChange={(event) => toggleBrand(brand.value, event.currentTarget.checked)}
                />
              );
            })}
          </Stack>
        </Box>
        {shownBrands.length < brands.length || allBrands ? (
          <Button
            variant="subtle"
            size="compact-sm"
            mt={4}
            onClick={() => setAllBrands(!allBrands)}
          >
            {allBrands ? T.fewerBrands : T.allBrands(brands.length)}
          </Button>
        ) : null}
      </Fieldset>
      <Fieldset legend={T.price} variant="unstyled">
        {/* The slider and its two number inputs: the panel's heaviest part, hydrated apart. */}
        <HydrateApart>
          <PriceRangeFilter
            price={facets.price}
            minPrice={search.minPrice}
            maxPrice={search.maxPrice}
            onChange={onChange}
          />
        </HydrateApart>
      </Fieldset>
      <Fieldset legend={T.availability} variant="unstyled">
        <Checkbox
          label={T.withCount(T.inStockOnly, inStockCount)}
          checked={!!search.inStock}
          disabled={!search.inStock && inStockCount === 0}
          onChange={(event) => onChange({ inStock: event.currentTarget.checked || undefined })}
        />
      </Fieldset>
      <Button variant="default" onClick={() => onChange(NO_NARROWING)}>
        {T.reset}
      </Button>
    </Stack>
  );
}
