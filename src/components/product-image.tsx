import { Image, type ImageProps } from '@mantine/core';
import { productImageSource } from '@/api/adapters';

/** Shown when a product has no image or its image fails to load. */
export const PRODUCT_IMAGE_PLACEHOLDER =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300">' +
      '<rect width="400" height="300" fill="#e9ecef"/>' +
      '<path d="M150 190l40-50 30 36 20-24 40 38z" fill="#adb5bd"/>' +
      '<circle cx="245" cy="115" r="14" fill="#adb5bd"/></svg>',
  );

export type ImagePriority = 'high' | 'eager' | 'lazy';

/**
 * A product picture from the image base (VITE_IMAGE_BASE_URL), or as given when absolute
 * (adapters.ts). A picture that fails to load (a 404: the real server has no `default.png`)
 * shows the placeholder: Mantine's Image swaps in `fallbackSrc` on error.
 */
export function ProductImage({
  image,
  alt,
  priority = 'lazy',
  ...props
}: {
  image: string | null | undefined;
  alt: string;
  /**
   * 'high' for the first picture of a page (usually the largest thing a shopper waits for),
   * 'eager' for the rest of the first screenful, 'lazy' (loaded when scrolled near) otherwise.
   */
  priority?: ImagePriority;
} & Omit<ImageProps, 'src'>) {
  return (
    <Image
      src={productImageSource(image)}
      fallbackSrc={PRODUCT_IMAGE_PLACEHOLDER}
      alt={alt}
      // The pictures' own proportions (4:3): the box is sized before the file arrives.
      width={400}
      height={300}
      loading={priority === 'lazy' ? 'lazy' : 'eager'}
      fetchPriority={priority === 'high' ? 'high' : 'auto'}
      {...props}
    />
  );
}
