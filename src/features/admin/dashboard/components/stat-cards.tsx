import { Paper, SimpleGrid, Text } from '@mantine/core';
import { useAdminFormat, useAdminTexts } from '@/features/admin/common/admin-language';
import type { DashboardFigures } from '../dashboard-figures';

function StatCard({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <Paper withBorder p="md" radius="md" role="group" aria-label={label} title={hint}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={700} size="xl" mt={4}>
        {value}
      </Text>
    </Paper>
  );
}

export function StatCards({ figures }: { figures: DashboardFigures }) {
  const S = useAdminTexts().dashboard;
  const { formatCount, formatPercent, formatYen } = useAdminFormat();
  const L = S.stats;
  // A figure neither the statistics nor its list gave (a server without them) is "—", not 0.
  const count = (value: number | null) => (value === null ? '—' : formatCount(value));
  const yen = (value: number | null) => (value === null ? '—' : formatYen(value));
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
      <StatCard label={L.totalUsers} value={count(figures.totalUsers)} />
      <StatCard label={L.totalProducts} value={count(figures.totalProducts)} />
      <StatCard label={L.totalOrders} value={count(figures.totalOrders)} />
      <StatCard label={L.totalRevenue} value={yen(figures.totalRevenue)} />
      <StatCard label={L.newUsersToday} value={count(figures.newUsersToday)} />
      <StatCard label={L.ordersToday} value={count(figures.ordersToday)} />
      <StatCard label={L.todayRevenue} value={yen(figures.todayRevenue)} />
      <StatCard
        label={L.conversionRate}
        value={figures.conversionRate === null ? '—' : formatPercent(figures.conversionRate)}
        hint={S.conversionHint}
      />
    </SimpleGrid>
  );
}
