import { BarChart, DonutChart } from '@mantine/charts';
import { SimpleGrid, Stack } from '@mantine/core';
import { useProductStatistics } from '../api/get-product-statistics';
import { useAdminTexts } from '@/features/admin/common/admin-language';
import { ChartLegend } from './chart-legend';
import { ChartPanel } from './chart-panel';

const PALETTE = [
  'indigo.6',
  'teal.6',
  'orange.6',
  'grape.6',
  'cyan.6',
  'lime.6',
  'red.6',
  'yellow.6',
  'blue.6',
  'pink.6',
];

/** Products by category (donut) and the top sellers (bars). */
export function ProductsPanels() {
  const S = useAdminTexts().analytics;
  const products = useProductStatistics();
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }}>
      <ChartPanel title={S.byCategory} query={products}>
        {(data) => {
          const categories = data.byCategory.map((c, i) => ({
            name: c.categoryName,
            value: c.productCount,
            color: PALETTE[i % PALETTE.length]!,
          }));
          return (
            <Stack gap="sm" align="center">
              <DonutChart
                size={220}
                thickness={30}
                withTooltip
                tooltipDataSource="segment"
                withLabels
                data={categories}
              />
              <ChartLegend items={categories} />
            </Stack>
          );
        }}
      </ChartPanel>
      <ChartPanel title={S.topProducts} query={products}>
        {(data) => (
          <BarChart
            h={Math.max(200, data.topProducts.length * 32)}
            orientation="vertical"
            yAxisProps={{ width: 140 }}
            data={data.topProducts.map((p) => ({
              name: p.productName,
              soldQuantity: p.soldQuantity,
            }))}
            dataKey="name"
            series={[{ name: 'soldQuantity', label: S.soldQuantity, color: 'teal.6' }]}
          />
        )}
      </ChartPanel>
    </SimpleGrid>
  );
}
