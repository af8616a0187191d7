import { Stack } from '@mantine/core';
import { ProductsPanels } from './products-panels';
import { SalesPanel } from './sales-panel';
import { UsersPanel } from './users-panel';

export function AnalyticsPage() {
  return (
    <Stack>
      <SalesPanel />
      <UsersPanel />
      <ProductsPanels />
    </Stack>
  );
}
