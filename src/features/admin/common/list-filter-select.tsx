import { Select } from '@mantine/core';
import { useAdminTexts } from './admin-language';

/**
 * A list's filter as a choice: "all" first (no filter: the value leaves the URL), then the
 * filter's values with their labels.
 */
export function ListFilterSelect<V extends string>({
  label,
  options,
  value,
  onChange,
  w,
}: {
  label: string;
  options: readonly { value: V; label: string }[];
  /** The filter's value in the URL; undefined: all. */
  value: V | undefined;
  onChange: (value: V | undefined) => void;
  w: number;
}) {
  const all = useAdminTexts().shared.all;
  return (
    <Select
      label={label}
      data={[{ value: 'all', label: all }, ...options]}
      value={value ?? 'all'}
      onChange={(next) => onChange(next === 'all' || next === null ? undefined : (next as V))}
      allowDeselect={false}
      w={w}
    />
  );
}
