import { readFile } from 'node:fs/promises';
import { expect, test } from 'vitest';
import { THEME_VARIABLES_FILE, themeVariablesCss } from '../../scripts/theme-variables';

// The app's provider writes no CSS variables of its own (src/app/app.tsx): the file it relies on
// must be what Mantine writes for the theme of src/app/theme.ts today.
test('the theme variables file is what Mantine writes for the theme (else run npm run theme:generate)', async () => {
  const committed = await readFile(THEME_VARIABLES_FILE, 'utf8');
  const css = await themeVariablesCss();
  expect(css).toContain('--mantine-primary-color-filled: var(--mantine-color-indigo-filled)');
  expect(css).toContain('--mantine-color-dimmed: var(--mantine-color-gray-7)');
  expect(committed).toBe(css);
});
