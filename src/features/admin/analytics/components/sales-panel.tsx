import { LineChart } from '@mantine/charts';
import { Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useAdminFormat, useAdminTexts } from '@/features/admin/common/admin-language';
import { useSalesStatistics, type SalesPeriod } from '../api/get-sales-statistics';
import { ChartPanel } from './chart-panel';

const PERIODS: SalesPeriod[] = ['day', 'week', 'month', 'year'];

/** The point's date as a short axis label: hour for a day, month for a year, else month-day. */
const axisLabel = (date: string, period: SalesPeriod) =>
  period === 'day' ? date.slice(11, 16) : period === 'year' ? date.slice(0, 7) : date.slice(5, 10);

export function SalesPanel() {
  const texts = useAdminTexts();
  const S = texts.analytics;
  const shared = texts.shared;
  const { formatCount, formatYen } = useAdminFormat();
  // The default period is month.
  const [period, setPeriod] = useState<SalesPeriod>('month');
  const sales = useSalesStatistics(period);
  return (
    <Stack>
      <SegmentedControl
        aria-label={S.period}
        value={period}
        onChange={(value) => setPeriod(value as SalesPeriod)}
        data={PERIODS.map((value) => ({ value, label: S.periods[value] }))}
        w="fit-content"
      />
      <ChartPanel title={S.sales} query={sales}>
        {(data) => (
          <Stack>
            <Group gap="xl">
              <Text size="sm">
                {S.totalRevenue}
                {shared.colon}
                <b>{formatYen(data.totalRevenue)}</b>
              </Text>
              <Text size="sm">
                {S.totalOrders}
                {shared.colon}
                <b>{formatCount(data.totalOrders)}</b>
              </Text>
              <Text size="sm">
                {S.averageOrderValue}
                {shared.colon}
                <b>{formatYen(data.averageOrderValue)}</b>
              </Text>
            </Group>
            <LineChart
              h={280}
              data={data.points.map((p) => ({ ...p, label: axisLabel(p.date, period) }))}
              dataKey="label"
              series={[
                { name: 'revenue', label: S.revenue, color: 'indigo.6' },
                { name: 'orders', label: S.orders, color: 'teal.6', yAxisId: 'right' },
              ]}
              withRightYAxis
              withLegend
              curveType="monotone"
              valueFormatter={(value) => formatCount(value)}
            />
          </Stack>
        )}
      </ChartPanel>
    </Stack>
  );
}
