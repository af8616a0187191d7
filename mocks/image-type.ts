/**
 * What an uploaded file is, judged by its first bytes (magic numbers), never by its name or the
 * type the browser declared: a file named photo.png with HTML or SVG inside is not an image.
 */
export type ImageType = 'image/png' | 'image/jpeg' | 'image/webp' | 'image/gif';

export const IMAGE_EXTENSIONS: Record<ImageType, string> = {
  'image/png': '.png',
  'image/jpeg': '.jpg',
  'image/webp': '.webp',
  'image/gif': '.gif',
};

const startsWith = (bytes: Uint8Array, signature: number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((b, i) => bytes[at + i] === b);

const ascii = (text: string) => Array.from(text, (c) => c.charCodeAt(0));

/** The image type of these bytes, or null when they are not a PNG, JPEG, WebP or GIF. */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  return null;
}

export const ONLY_IMAGES = 'Only PNG, JPEG, WebP or GIF images are accepted';

/** The careful server's limit on one picture (the real server's multipart limit too). */
export const MAX_IMAGE_BYTES = 1024 * 1024;

/**
 * Headers every image answer carries, uploaded or drawn, in both modes: the type comes from the
 * bytes, the browser must not guess another (nosniff), and the file is a sandboxed document that
 * can load nothing and run no script even when opened on its own.
 */
export const IMAGE_SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'; sandbox",
} as const;
