/**
 * The storefront routes the build writes as HTML (build/vite-plugin-prerender.ts), with the
 * route file each one renders: the pages a visit starts on, whose content does not depend on
 * who is visiting. The account pages, the checkout and the back office are rendered in the
 * browser only.
 */
export const PRERENDERED_ROUTES = [
  { path: '/', route: 'src/routes/index.tsx' },
  { path: '/products', route: 'src/routes/products.tsx' },
  { path: '/about', route: 'src/routes/about.tsx' },
  { path: '/contact', route: 'src/routes/contact.tsx' },
  { path: '/cart', route: 'src/routes/cart.tsx' },
  { path: '/login', route: 'src/routes/_public-only/login.tsx' },
  { path: '/register', route: 'src/routes/_public-only/register.tsx' },
] as const;
