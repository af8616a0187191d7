import { TextInput } from '@mantine/core';
import type { KeyboardEvent } from 'react';
import { MAX_PRICE } from '../catalog-search';

/**
 * What a price field keeps of what is typed or pasted: digits and one decimal point, at most two
 * decimals ("1,234.567" gives "1234.56"). No sign: a price is never negative.
 */
export function priceText(typed: string): string {
  const [whole = '', ...rest] = typed.replace(/[^\d.]/g, '').split('.');
  return rest.length ? `${whole}.${rest.join('').slice(0, 2)}` : whole;
}

/** Up to the highest price a filter takes (the field's end when it is left). */
const clamped = (text: string) => (Number(text) > MAX_PRICE ? String(MAX_PRICE) : text);

/**
 * One end of the price range: a text field that takes a price in dollars (a phone shows its
 * decimal keypad), ArrowUp and ArrowDown step it by a dollar. Mantine's TextInput, not its
 * NumberInput, whose number formatting library weighed as much as the rest of the narrowing panel
 * in the catalogue's first load, for what these few rules do. `onCommit`: the field was left or
 * Enter pressed, with its text as it then is.
 */
export function PriceField({
  label,
  placeholder,
  value,
  onChange,
  onCommit,
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (text: string) => void;
  onCommit: (text: string) => void;
}) {
  const step = (by: number) => {
    const next = String(Math.min(Math.max(Math.floor(Number(value) || 0) + by, 0), MAX_PRICE));
    onChange(next);
  };
  return (
    <TextInput
      label={label}
      placeholder={placeholder}
      inputMode="decimal"
      autoComplete="off"
      value={value}
      onChange={(event) => onChange(priceText(event.currentTarget.value))}
      onBlur={() => {
        const text = clamped(value);
        if (text !== value) onChange(text);
        onCommit(text);
      }}
      onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
        if (event.key === 'Enter') onCommit(clamped(value));
        else if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
          event.preventDefault();
          step(event.key === 'ArrowUp' ? 1 : -1);
        }
      }}
      style={{ flex: 1 }}
    />
  );
}
