import { Anchor, Button, Group, Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useAdminFormat, useAdminTexts } from '../admin-language';
import type { RowSelection } from './use-row-selection';

/**
 * Shown while rows are selected: how many, a link to take every row matching the filter (all
 * pages), the list's bulk actions and Clear.
 */
export function SelectionBar<T>({
  selection,
  children,
}: {
  selection: RowSelection<T>;
  /** The list's actions. */
  children: ReactNode;
}) {
  const T = useAdminTexts().bulk;
  const { formatCount } = useAdminFormat();
  if (selection.rows.length === 0) return null;
  return (
    <Paper withBorder p="xs" role="region" aria-label={T.barLabel}>
      <Group gap="sm">
        <Text fw={500} role="status">
          {T.selected(formatCount(selection.rows.length))}
        </Text>
        {!selection.allMatchingSelected && (
          <Anchor component="button" type="button" size="sm" onClick={selection.selectAllMatching}>
            {T.selectAllMatching(formatCount(selection.matchingCount))}
          </Anchor>
        )}
        <Group gap="xs">{children}</Group>
        <Button variant="subtle" size="compact-sm" onClick={selection.clear}>
          {T.clear}
        </Button>
      </Group>
    </Paper>
  );
}
