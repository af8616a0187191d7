import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * The two changes to Mantine that take start-up work away (patches/, applied by patch-package
 * after every install: docs/start-up.md). An install that skipped its scripts
 * (`npm ci --ignore-scripts`) builds an app that computes Mantine's default variables at every
 * start and renders every input twice while hydrating: this fails first.
 */
const installed = (file: string) => readFileSync(`node_modules/${file}`, 'utf8');

describe('Mantine as installed', () => {
  it('computes its default CSS variables only when first asked for', () => {
    const module = installed(
      '@mantine/core/esm/core/MantineProvider/MantineCssVariables/remove-default-variables.mjs',
    );
    expect(module).not.toContain(
      'const defaultCssVariables = defaultCssVariablesResolver(DEFAULT_THEME);',
    );
    expect(module).toContain('computedDefaults ??= defaultCssVariablesResolver(DEFAULT_THEME)');
  });

  it("keeps React's id in useId instead of swapping it for a random one once mounted", () => {
    const module = installed('@mantine/hooks/esm/use-id/use-id.mjs');
    expect(module).not.toContain('setUuid(randomId())');
    expect(module).toContain('const uuid = `mantine-${reactId.replace(/:/g, "")}`;');
  });
});
