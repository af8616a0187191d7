import type { Plugin } from 'vite';

/**
 * Two changes to Mantine's code in the build, each removing start-up work that the app does not
 * need (docs/decisions/0020). The build fails if a Mantine release changes a line a patch
 * replaces, rather than silently keeping the cost.
 *
 * 1. `remove-default-variables.mjs` computes Mantine's default CSS variables (hundreds of colour
 *    conversions) when the module is evaluated, some 20 ms of the task that evaluates the app's
 *    code on the phone the bench emulates. Only the provider's own <style> of variables uses
 *    them, and the app writes those at build time (src/app/theme-variables.gen.css): computed
 *    when asked, they are never computed.
 * 2. Mantine's `useId` takes React's id (the same on the server and in the browser), then swaps
 *    it for a random one in a layout effect once mounted: every input, menu and tooltip renders
 *    a second time during hydration's commit and changes its `id`, `for` and `aria-*`
 *    attributes (the catalogue's 15 inputs were a task of 100 to 190 ms on that phone). React's
 *    id is unique and stable already; the component keeps it.
 */
interface Patch {
  file: RegExp;
  replace: string;
  with: string;
}

const PATCHES: Patch[] = [
  {
    file: /\/@mantine\/core\/esm\/core\/MantineProvider\/MantineCssVariables\/remove-default-variables\.mjs$/,
    replace: 'const defaultCssVariables = defaultCssVariablesResolver(DEFAULT_THEME);',
    with: [
      'let computedDefaults;',
      'const defaults = () => (computedDefaults ??= defaultCssVariablesResolver(DEFAULT_THEME));',
      'const defaultCssVariables = {',
      '  get variables() { return defaults().variables; },',
      '  get light() { return defaults().light; },',
      '  get dark() { return defaults().dark; },',
      '};',
    ].join('\n'),
  },
  {
    file: /\/@mantine\/hooks\/esm\/use-id\/use-id\.mjs$/,
    replace: `	const [uuid, setUuid] = useState(\`mantine-\${reactId.replace(/:/g, "")}\`);
	const hasInitializedRef = useRef(false);
	useIsomorphicEffect(() => {
		if (hasInitializedRef.current) return;
		hasInitializedRef.current = true;
		setUuid(randomId());
	}, []);`,
    with: '	const uuid = `mantine-${reactId.replace(/:/g, "")}`;',
  },
];

export function mantineStartUp(): Plugin {
  return {
    name: 'mantine-start-up',
    apply: 'build',
    transform(code, id) {
      const path = id.split('?')[0]!.replaceAll('\\', '/');
      const patch = PATCHES.find((candidate) => candidate.file.test(path));
      if (!patch) return null;
      if (!code.includes(patch.replace))
        this.error(`${id} has changed: build/vite-plugin-mantine-start-up.ts cannot patch it`);
      return { code: code.replace(patch.replace, patch.with), map: null };
    },
  };
}
