import { ActionIcon, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { STOREFRONT_TEXTS } from '../../lib/storefront-texts';

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
      aria-label={STOREFRONT_TEXTS.layout.switchColorScheme(next)}
    >
      <span aria-hidden>{scheme === 'dark' ? '☀' : '☾'}</span>
    </ActionIcon>
  );
}
