import { describe, expect, test } from 'vitest';
import { imageTypeOf, sniffImageType } from '@/lib/image-type';

const bytes = (...values: number[]) => new Uint8Array(values);
const text = (value: string) => new TextEncoder().encode(value);

describe('an upload is an image only when its first bytes say so', () => {
  test.each([
    ['PNG', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a), 'image/png'],
    ['JPEG', bytes(0xff, 0xd8, 0xff, 0xe0), 'image/jpeg'],
    ['GIF89a', text('GIF89a'), 'image/gif'],
    ['GIF87a', text('GIF87a'), 'image/gif'],
    ['WebP', text('RIFF\u0000\u0000\u0000\u0000WEBP'), 'image/webp'],
  ])('%s is accepted', (_name, head, type) => {
    expect(imageTypeOf(head)).toBe(type);
  });

  test.each([
    ['SVG', text('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['HTML', text('<!doctype html><script>')],
    ['a truncated PNG signature', bytes(0x89, 0x50, 0x4e, 0x47)],
    ['RIFF that is not WebP (WAV)', text('RIFF\u0000\u0000\u0000\u0000WAVE')],
    ['empty', bytes()],
  ])('%s is refused', (_name, head) => {
    expect(imageTypeOf(head)).toBeNull();
  });

  test('a file named and typed as PNG is judged by its content', async () => {
    const svg = new File(['<svg onload="alert(1)"/>'], 'photo.png', { type: 'image/png' });
    expect(await sniffImageType(svg)).toBeNull();
  });
});
