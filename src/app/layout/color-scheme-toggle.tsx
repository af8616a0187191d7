import { ActionIcon, useMantineColorScheme } from '@mantine/core';
import { STOREFRONT_TEXTS } from '@/lib/storefront-texts';
import { useHydrating } from '@/lib/hydration';

/** Light/dark switch; Mantine remembers the choice in localStorage. */
export function ColorSchemeToggle() {
  // The shop's scheme is light unless dark was chosen here ('auto' is never stored): read from
  // the one hook, not also useComputedColorScheme, which watches the system's scheme too (one
  // more media query and its effects at every start).
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const stored = colorScheme === 'dark' ? 'dark' : 'light';
  // The build's HTML is rendered light (the page's inline script already paints a dark choice).
  const scheme = useHydrating() ? 'light' : stored;
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
