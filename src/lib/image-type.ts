/**
 * What an upload really is, read from its first bytes: a file's name and declared type are
 * whatever the sender chose (an SVG or an HTML page can be called `photo.png`), and a file served
 * back from the shop's origin must never be something a browser would run. Only the four raster
 * formats the shop shows are accepted. One rule for both sides: the back office's product form
 * checks a picture with it before sending, the mock backend (mocks/) before keeping one.
 */
export type ImageType = 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp';

/**
 * The largest picture the server takes: 1 MB, Spring's default multipart limit. The real server
 * refuses a larger one with an answer that does not say why (a masked 401), so the form refuses
 * it first with a clear message; the careful mock refuses it with a 400 or 413.
 */
export const MAX_IMAGE_BYTES = 1024 * 1024;

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  signature.every((byte, i) => bytes[offset + i] === byte);

/** The image type of these leading bytes (12 are enough), or null when it is none of the four. */
export function imageTypeOf(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38]) && (bytes[4] === 0x37 || bytes[4] === 0x39))
    return 'image/gif';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return 'image/webp';
  return null;
}

/** Reads the file's first bytes and says what image it is, or null. */
export async function sniffImageType(file: Blob): Promise<ImageType | null> {
  const head = file.slice(0, 12);
  const buffer =
    typeof head.arrayBuffer === 'function'
      ? await head.arrayBuffer()
      : await new Response(head).arrayBuffer();
  return imageTypeOf(new Uint8Array(buffer));
}
