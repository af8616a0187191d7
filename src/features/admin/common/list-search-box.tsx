import { TextInput } from '@mantine/core';
import type { ChangeEvent } from 'react';

/** What a list's search box is: the label it is named by, its state (use-list-search.ts), its width. */
export interface ListSearchBoxProps {
  label: string;
  box: { value: string; onChange: (event: ChangeEvent<HTMLInputElement>) => void };
  w: number;
}

/** A back-office list's search box: its label is also its placeholder. */
export function ListSearchBox({ label, box, w }: ListSearchBoxProps) {
  return <TextInput aria-label={label} placeholder={label} {...box} w={w} maw="100%" />;
}
