import { Group, RangeSlider, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { ProductFacets } from '@/api/adapters';
import { FACET_TEXTS } from '@/lib/storefront-texts/facets';
import { PriceField } from './price-field';

const T = FACET_TEXTS.filters;

type Bounds = { minPrice: number | undefined; maxPrice: number | undefined };

/**
 * The price range: its two ends typed (From, To) or dragged (one slider, two thumbs). The
 * slider spans the prices the other filters leave (the facets' `price`), so it keeps its scale
 * while the range is moved. An end at the slider's edge is no bound. Each end reaches the URL
 * when it is let go (the thumb released, the field left or Enter), not at every step.
 */
export function PriceRangeFilter({
  price,
  minPrice,
  maxPrice,
  onChange,
}: {
  price: ProductFacets['price'];
  minPrice: number | undefined;
  maxPrice: number | undefined;
  onChange: (bounds: Bounds) => void;
}) {
  const low = Math.floor(price.min ?? 0);
  const high = Math.max(Math.ceil(price.max ?? 0), low + 1);
  const clamp = (value: number) => Math.min(Math.max(value, low), high);
  const fromUrl: [number, number] = [clamp(minPrice ?? low), clamp(maxPrice ?? high)];
  // While a thumb is held, its place; otherwise the URL's range.
  const [dragged, setDragged] = useState<[number, number] | null>(null);
  const [from, setFrom] = useState(String(minPrice ?? ''));
  const [to, setTo] = useState(String(maxPrice ?? ''));
  // The URL changed (this filter's own change, Back, Reset filters): each field shows its end
  // anew, only the end that changed, so what is being typed in the other one stays.
  const [shown, setShown] = useState({ minPrice, maxPrice });
  if (shown.minPrice !== minPrice || shown.maxPrice !== maxPrice) {
    if (shown.minPrice !== minPrice) setFrom(String(minPrice ?? ''));
    if (shown.maxPrice !== maxPrice) setTo(String(maxPrice ?? ''));
    setShown({ minPrice, maxPrice });
  }

  const typed = (value: string) =>
    value === '' || !Number.isFinite(Number(value)) ? undefined : Number(value);
  const commitTyped = (fromText: string, toText: string) => {
    const next = { minPrice: typed(fromText), maxPrice: typed(toText) };
    if (next.minPrice !== minPrice || next.maxPrice !== maxPrice) onChange(next);
  };
  const inverted = minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice;
  return (
    <Stack gap="xs">
      <RangeSlider
        min={low}
        max={high}
        step={1}
        minRange={0}
        value={dragged ?? fromUrl}
        onChange={setDragged}
        onChangeEnd={([a, b]) => {
          setDragged(null);
          onChange({ minPrice: a <= low ? undefined : a, maxPrice: b >= high ? undefined : b });
        }}
        thumbFromLabel={T.priceFromThumb}
        thumbToLabel={T.priceToThumb}
        label={(value) => `$${value}`}
        disabled={price.min === null}
        mx="xs"
        my="sm"
      />
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <PriceField
          label={T.priceFrom}
          placeholder={String(low)}
          value={from}
          onChange={setFrom}
          onCommit={(text) => commitTyped(text, to)}
        />
        <PriceField
          label={T.priceTo}
          placeholder={String(high)}
          value={to}
          onChange={setTo}
          onCommit={(text) => commitTyped(from, text)}
        />
      </Group>
      {inverted && (
        <Text size="sm" c="red" role="alert">
          {T.priceAboveMax}
        </Text>
      )}
    </Stack>
  );
}
