import {
  ColorSwatch,
  getThemeColor,
  Group,
  Text,
  useMantineTheme,
  type MantineColor,
} from '@mantine/core';
import { useAdminTexts } from '@/features/admin/common/admin-language';

export interface LegendItem {
  name: string;
  value: number;
  /** A theme colour such as 'teal.6', as the chart's segment has it. */
  color: MantineColor;
}

/**
 * A donut chart's key: Mantine's DonutChart has none, and a ring of colours with bare numbers
 * does not say which slice is which without hovering (not possible on a phone or by keyboard).
 */
export function ChartLegend({ items }: { items: readonly LegendItem[] }) {
  const shared = useAdminTexts().shared;
  const theme = useMantineTheme();
  return (
    <Group component="ul" gap="xs" justify="center" m={0} p={0} style={{ listStyle: 'none' }}>
      {items.map((item) => (
        <Group component="li" key={item.name} gap={6} wrap="nowrap">
          <ColorSwatch color={getThemeColor(item.color, theme)} size={12} withShadow={false} />
          <Text size="sm">
            {item.name}
            {shared.colon}
            {item.value}
          </Text>
        </Group>
      ))}
    </Group>
  );
}
