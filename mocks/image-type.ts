// What an uploaded file is (its first bytes), the extensions and the size limit are the app's
// rules too: src/lib/image-type.ts. What only the mock server says and sends is here.

export const ONLY_IMAGES = 'Only PNG, JPEG, WebP or GIF images are accepted';

/**
 * Headers every image answer carries, uploaded or drawn, in both modes: the type comes from the
 * bytes, the browser must not guess another (nosniff), and the file is a sandboxed document that
 * can load nothing and run no script even when opened on its own.
 */
export const IMAGE_SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'; sandbox",
} as const;
