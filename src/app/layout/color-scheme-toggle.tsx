import { ActionIcon, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';

/** Light/dark switch; Mantine remembers the choice in localStorage. */
export function ColorSchemeToggle() {
  const { setColorScheme } = useMantineColorScheme();
  const scheme = useComputedColorScheme('light');
  const next = scheme === 'dark' ? 'light' : 'dark';
  return (
    <ActionIcon
      variant="default"
      size="lg"
      onClick={() => setColorScheme(next)}
      aria-label={`Switch to ${next} mode`}
    >
      <span aria-hidden>{scheme === 'dark' ? '☀' : '☾'}</span>
    </ActionIcon>
  );
}
