import {
  createTheme,
  DEFAULT_THEME,
  darken,
  getPrimaryShade,
  keys,
  lighten,
  luminance,
  type CSSVariablesResolver,
  type MantineTheme,
} from '@mantine/core';
import { STOREFRONT_TEXTS } from '@/lib/storefront-texts';
import { STABLE_CLASSES } from './stable-classes';

/**
 * The system's own interface font first (`system-ui`: San Francisco, Segoe UI, Roboto, the
 * desktop's font on Linux), then Mantine's stack for browsers without it. Mantine's stack starts
 * with names most systems lack: on Linux each one missing is asked of the browser's font service
 * (a synchronous call from the page's main thread) before one is found, and the symbols it lacks
 * (the colour-scheme toggle's ☾) go through fallback lookups too: about half as many such calls,
 * and a much shorter first layout, the one that ends at the first paint.
 */
const FONT_FAMILY = `system-ui, ${DEFAULT_THEME.fontFamily}`;

export const theme = createTheme({
  primaryColor: 'indigo',
  fontFamily: FONT_FAMILY,
  headings: { fontFamily: FONT_FAMILY },
  // WCAG AA: white text on Mantine's default filled shade (6) reaches only 4.3:1 on indigo and
  // 3.3:1 on red; shade 8 gives 5.7:1 and 4.5:1, and also darkens links and outline buttons.
  primaryShade: { light: 8, dark: 8 },
  defaultRadius: 'md',
  // A person who asked their system for less motion gets dialogs, menus and toasts without their
  // transitions (so do the browser tests, which ask for it: nothing to wait out mid-fade).
  respectReducedMotion: true,
  // Plain objects, not Menu.extend(...): importing the components here would pull Menu, Modal
  // and the toasts into the first load of every page (its size budget).
  components: {
    // Mantine puts a focus placeholder with role="presentation" inside role="menu", which
    // assistive technology rejects (a menu holds only menu items); focus then goes to the
    // first item instead.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
    // The × buttons of dialogs and toasts are icons: they need names. (The back office's dialogs
    // give theirs in Chinese.)
    Modal: {
      defaultProps: { closeButtonProps: { 'aria-label': STOREFRONT_TEXTS.common.closeDialog } },
    },
    Notification: {
      classNames: { root: STABLE_CLASSES.toast },
      defaultProps: {
        closeButtonProps: { 'aria-label': STOREFRONT_TEXTS.common.closeNotification },
      },
    },
    // A status badge is a word or two: in a crowded table column it would be cut to "a…"; it
    // keeps its full width and the column gives way instead.
    Badge: { styles: { root: { minWidth: 'max-content' } } },
    // What the tests and the screenshot script wait for (stable-classes.ts).
    Loader: { classNames: { root: STABLE_CLASSES.loader } },
    Skeleton: { classNames: { root: STABLE_CLASSES.skeleton } },
  },
});

const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

/** WCAG AA asks 4.5:1 for text; a little more, so rounding never tips it. */
const TEXT_CONTRAST = 4.6;

/** `color`, darkened (or lightened) in steps until it reads on `background`. */
function readable(color: string, background: string, adjust: typeof darken = darken): string {
  let result = color;
  for (
    let amount = 0.05;
    contrast(result, background) < TEXT_CONTRAST && amount < 1;
    amount += 0.05
  )
    result = adjust(color, amount);
  return result;
}

/**
 * Mantine's coloured text misses WCAG AA with several of its own colours: the light variant
 * (badges, alerts: shade 9 on shade 1) for green, yellow, orange, lime and teal; coloured text
 * and outline badges (the filled shade on white or on a grey table row) for green, orange, red,
 * cyan and teal; in dark mode, shade 4 on a dark card for violet and indigo. Each colour whose
 * shade falls short gets it darkened (lightened in dark mode) just enough, and keeps its hue.
 */
function readableColors(theme: MantineTheme, scheme: 'light' | 'dark') {
  const variables: Record<string, string> = {};
  const set = (name: string, part: string, shade: string, value: string) => {
    if (value !== shade) variables[`--mantine-color-${name}-${part}`] = value;
  };
  for (const name of keys(theme.colors)) {
    const shades = theme.colors[name]!;
    if (scheme === 'light') {
      const filled = shades[getPrimaryShade(theme, 'light')];
      set(name, 'light-color', shades[9], readable(shades[9], shades[1]));
      // gray 0: the striped and hovered table rows, the back office's background.
      const onWhite = readable(filled, theme.colors.gray[0]);
      set(name, 'text', filled, onWhite);
      set(name, 'outline', filled, onWhite);
    } else {
      // dark 6: cards and menus; the page itself (dark 7) is darker still.
      const text = readable(shades[4], theme.colors.dark[6], lighten);
      set(name, 'text', shades[4], text);
      set(name, 'outline', shades[4], text);
    }
  }
  return variables;
}

/**
 * Readable text in both colour schemes (WCAG AA). Mantine's dimmed text (gray 6 on white,
 * 3.3:1; dark 2 on dark 7, 4.0:1) is one shade stronger (8.2:1 and 7.8:1), a field's error
 * colour just enough, and coloured text is adjusted where its shade falls short (readableColors).
 *
 * The app does not run it: `npm run theme:generate` writes its result, with Mantine's own
 * variables, into theme-variables.gen.css (`@internal`: knip's production mode sees no
 * production user, only the generator and the tests).
 * @internal
 */
export const cssVariablesResolver: CSSVariablesResolver = (resolved) => {
  // Mantine asks on every render of its provider's variables, with the same theme object: the
  // contrast search (hundreds of colour conversions) runs once per theme, not in each render.
  let variables = resolvedVariables.get(resolved);
  if (!variables) {
    variables = {
      variables: {},
      light: {
        '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
        // A field's error (its message, its text and border): Mantine's red 6 reads 3.3:1 on
        // white. Darkened until it reads; found by the route sweep (issue 65), where tabbing
        // through the contact, login and register forms left their messages on screen.
        '--mantine-color-error': readable(resolved.colors.red[6]!, resolved.white),
        ...readableColors(resolved, 'light'),
      },
      dark: {
        '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
        // Mantine's red 8 reads 3.0–3.4:1 on the dark cards and page: lightened until it reads.
        '--mantine-color-error': readable(
          resolved.colors.red[8]!,
          resolved.colors.dark[6]!,
          lighten,
        ),
        ...readableColors(resolved, 'dark'),
      },
    };
    resolvedVariables.set(resolved, variables);
  }
  return variables;
};

const resolvedVariables = new WeakMap<MantineTheme, ReturnType<CSSVariablesResolver>>();
