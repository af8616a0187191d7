import { productPicture } from '../catalogue/products';
import { db } from '../db/database';
import { http } from '../http';
import { imageTypeOf } from '@/lib/image-type';
import { IMAGE_SECURITY_HEADERS } from '../image-type';
import { notFound } from '../responses';
import { svgToPng } from '../pictures/rasterizer';

export const imageHandlers = [
  http.get('/images/{imageName}', async ({ params }) => {
    const name = params.imageName;
    // Own keys only: "__proto__" or "constructor" is not an upload.
    const images = db().images;
    const uploaded = Object.hasOwn(images, name) ? images[name] : undefined;
    if (uploaded) {
      const bytes = Uint8Array.from(atob(uploaded.data), (c) => c.charCodeAt(0));
      // The type the bytes have (not the one stored or declared at upload).
      return new Response(bytes, {
        headers: {
          'Content-Type': imageTypeOf(bytes) ?? 'application/octet-stream',
          ...IMAGE_SECURITY_HEADERS,
        },
      });
    }
    // A seeded picture, or a product that has none yet (default.png): drawn on the spot from the
    // product's kind and colour, so the mock shop shows pictures with no network at all, and
    // served as PNG like the real server's pictures (../pictures/rasterizer.ts says why).
    const tables = db();
    const product = tables.products.find((p) => p.image === name);
    if (!product && name !== 'default.png') return notFound(`Image not found: ${name}`);
    const category = product && tables.categories.find((c) => c.categoryId === product.categoryId);
    const svg = productPicture(product?.productName ?? 'No image yet', category?.categoryName);
    return new Response(await svgToPng(svg), {
      headers: {
        'Content-Type': 'image/png',
        'Cache-Control': 'public, max-age=3600',
        ...IMAGE_SECURITY_HEADERS,
      },
    });
  }),
];
