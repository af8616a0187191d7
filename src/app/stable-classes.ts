/**
 * Class names the browser tests and the screenshot script select on. Mantine's own static
 * classes (`mantine-Loader-root` and the like) are off (app.tsx: `withStaticClasses`): every
 * element of a built page carried one or two that nothing styles (8 KB of `/products`' HTML,
 * 0.5 KB gzip). The theme gives these few components theirs back (theme.ts).
 */
export const STABLE_CLASSES = {
  toast: 'shop-toast',
  loader: 'shop-loader',
  skeleton: 'shop-skeleton',
} as const;
