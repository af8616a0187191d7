import { Center, Stack, Text, Title } from '@mantine/core';
import { LAYOUT_STRINGS } from './strings';

/** Settings stay a placeholder. */
export function SettingsPlaceholder() {
  return (
    <Center p="xl">
      <Stack align="center" gap="xs">
        <Title order={2}>Settings</Title>
        <Text c="dimmed">{LAYOUT_STRINGS.settingsPlaceholder}</Text>
      </Stack>
    </Center>
  );
}
