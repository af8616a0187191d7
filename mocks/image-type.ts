import type { ImageType } from '@/lib/image-type';

// What an uploaded file is (its first bytes) and the size limit are the app's rules too:
// src/lib/image-type.ts. What only the mock server names, says and sends is here.

/** The file name ending a kept picture gets, from its real type. */
export const IMAGE_EXTENSIONS: Record<ImageType, string> = {
  'image/png': '.png',
  'image/jpeg': '.jpg',
  'image/webp': '.webp',
  'image/gif': '.gif',
};

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
