import { BarChart, DonutChart, LineChart } from '@mantine/charts';
import {
  Badge,
  Group,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useAdminFormat, useAdminTexts } from '@/features/admin/common/admin-language';
import { QueryStates } from '@/features/admin/common/query-states';
import {
  orderStatusColor,
  orderStatusLabel,
  useAdminOrders,
  type AdminOrderRow,
} from '@/features/admin/orders';
import {
  TREND_RANGES,
  figuresPerDay,
  ordersByStatus,
  ordersInRange,
  rangeTotals,
  type TrendRange,
} from '../orders-over-time';

/** MM-DD on the axis: the year is the range's, the tooltip has the same label. */
const axisDay = (day: string) => day.slice(5);

/** A chart under its title. */
function ChartPanel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <Text size="sm" fw={600} mb="xs">
        {title}
      </Text>
      {children}
    </div>
  );
}

/**
 * Revenue and orders per day, and orders by status, over the last 7, 30 or 90 days: computed
 * from the admin orders list, so the figures are the list's own.
 */
export function OrdersTrend() {
  const texts = useAdminTexts();
  const S = texts.dashboard.trend;
  const [range, setRange] = useState<TrendRange>(30);
  const orders = useAdminOrders();
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={S.title}>
      <Group justify="space-between" mb="md">
        <Title order={3} size="h5">
          {S.title}
        </Title>
        <SegmentedControl
          aria-label={S.range}
          value={String(range)}
          onChange={(value) => setRange(Number(value) as TrendRange)}
          data={TREND_RANGES.map((value) => ({ value: String(value), label: S.ranges[value] }))}
        />
      </Group>
      <QueryStates
        query={orders}
        failedTitle={S.loadFailed}
        notOffered={texts.dashboard.ordersNotOffered}
        retryLabel={texts.dashboard.reload}
      >
        {(data) => <TrendCharts orders={data} range={range} />}
      </QueryStates>
    </Paper>
  );
}

function TrendCharts({ orders, range }: { orders: readonly AdminOrderRow[]; range: TrendRange }) {
  const texts = useAdminTexts();
  const S = texts.dashboard.trend;
  const { formatCount, formatYen } = useAdminFormat();
  const inRange = ordersInRange(orders, range);
  if (inRange.length === 0)
    return (
      <Text c="dimmed" size="sm" ta="center" py="xl">
        {S.empty}
      </Text>
    );
  const days = figuresPerDay(orders, range);
  const totals = rangeTotals(days);
  const data = days.map((d) => ({ ...d, label: axisDay(d.day) }));
  const statuses = ordersByStatus(inRange, (raw) => orderStatusLabel(texts.orders, raw)).map(
    (s) => ({
      name: s.label,
      value: s.count,
      color: `${orderStatusColor(s.status)}.6`,
    }),
  );
  // Both charts plot the same days, at one height.
  const perDay = { h: 240, data, dataKey: 'label' };
  return (
    <Stack>
      <Text size="sm" data-testid="trend-totals">
        {S.totals(formatCount(totals.orders), formatYen(totals.revenue))}
      </Text>
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        <ChartPanel title={S.revenuePerDay}>
          <LineChart
            {...perDay}
            series={[{ name: 'revenue', label: S.revenue, color: 'indigo.6' }]}
            curveType="monotone"
            withDots={range === 7}
            valueFormatter={(value) => formatYen(value)}
          />
        </ChartPanel>
        <ChartPanel title={S.ordersPerDay}>
          <BarChart
            {...perDay}
            series={[{ name: 'orders', label: S.orders, color: 'teal.6' }]}
            valueFormatter={(value) => formatCount(value)}
          />
        </ChartPanel>
      </SimpleGrid>
      <ChartPanel title={S.byStatus}>
        <Group align="center" gap="xl">
          <DonutChart data={statuses} size={140} thickness={24} withTooltip={false} />
          {/* The ring's key in words: a colour alone does not say which status is which. */}
          <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {statuses.map((s) => (
              <Group component="li" key={s.name} gap="xs" wrap="nowrap">
                <Badge color={s.color.split('.')[0]} variant="light">
                  {s.name}
                </Badge>
                <Text size="sm">{formatCount(s.value)}</Text>
              </Group>
            ))}
          </Stack>
        </Group>
      </ChartPanel>
    </Stack>
  );
}
