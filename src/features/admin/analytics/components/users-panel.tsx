import { BarChart, DonutChart } from '@mantine/charts';
import { Group, Stack } from '@mantine/core';
import { useUserStatistics } from '../api/get-user-statistics';
import { useAdminTexts } from '@/features/admin/common/admin-language';
import { ChartLegend } from './chart-legend';
import { ChartPanel } from './chart-panel';

export function UsersPanel() {
  const S = useAdminTexts().analytics;
  const users = useUserStatistics();
  return (
    <ChartPanel title={S.users} query={users}>
      {(data) => {
        const statuses = [
          { name: S.activeUsers, value: data.activeUsers, color: 'teal.6' },
          { name: S.inactiveUsers, value: data.inactiveUsers, color: 'gray.5' },
        ];
        return (
          <Group align="flex-start" grow wrap="wrap">
            <Stack gap="sm" align="center">
              <DonutChart
                size={160}
                thickness={24}
                withLabelsLine={false}
                withTooltip
                tooltipDataSource="segment"
                chartLabel={data.totalUsers}
                data={statuses}
              />
              <ChartLegend items={statuses} />
            </Stack>
            <Stack gap={4} miw={260}>
              <BarChart
                h={200}
                data={data.registrations.map((p) => ({ date: p.date.slice(5), count: p.count }))}
                dataKey="date"
                series={[{ name: 'count', label: S.registrations, color: 'indigo.5' }]}
                withLegend
              />
            </Stack>
          </Group>
        );
      }}
    </ChartPanel>
  );
}
