import { HttpResponse } from 'msw';
import { db } from '../db/database';
import { http } from '../http';
import { IMAGE_SECURITY_HEADERS, sniffImageType } from '../image-type';
import { notFound } from '../responses';

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

function hue(text: string) {
  let h = 0;
  for (const c of text) h = (h * 31 + c.charCodeAt(0)) % 360;
  return h;
}

/** A product picture drawn on the spot, so the mock shop shows images with no network at all. */
export function productSvg(title: string, subtitle: string) {
  const h = hue(title);
  const words = title.split(' ');
  const lines = [words.slice(0, 2).join(' '), words.slice(2).join(' ')].filter(Boolean);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="450" viewBox="0 0 600 450" role="img">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="hsl(${h} 70% 62%)"/><stop offset="1" stop-color="hsl(${(h + 40) % 360} 65% 42%)"/>
</linearGradient></defs>
<rect width="600" height="450" fill="url(#g)"/>
<circle cx="520" cy="70" r="90" fill="rgba(255,255,255,0.15)"/>
<circle cx="70" cy="400" r="110" fill="rgba(255,255,255,0.12)"/>
${lines
  .map(
    (line, i) =>
      `<text x="300" y="${(lines.length === 1 ? 238 : 214) + i * 46}" font-family="system-ui, sans-serif" font-size="34" font-weight="700" fill="#fff" text-anchor="middle">${escapeXml(line.slice(0, 28))}</text>`,
  )
  .join('\n')}
<text x="300" y="150" font-family="system-ui, sans-serif" font-size="22" fill="rgba(255,255,255,0.85)" text-anchor="middle">${escapeXml(subtitle)}</text>
</svg>`;
}

export const imageHandlers = [
  http.get('/images/{imageName}', ({ params }) => {
    const name = params.imageName;
    // Own keys only: "__proto__" or "constructor" is not an upload.
    const images = db().images;
    const uploaded = Object.hasOwn(images, name) ? images[name] : undefined;
    if (uploaded) {
      const bytes = Uint8Array.from(atob(uploaded.data), (c) => c.charCodeAt(0));
      // The type the bytes have (not the one stored or declared at upload).
      return new Response(bytes, {
        headers: {
          'Content-Type': sniffImageType(bytes) ?? 'application/octet-stream',
          ...IMAGE_SECURITY_HEADERS,
        },
      });
    }
    const product = db().products.find((p) => p.image === name);
    if (!product && name !== 'default.png') return notFound(`Image not found: ${name}`);
    const svg = productSvg(product?.productName ?? 'No image yet', product?.brand ?? 'Shop');
    return new HttpResponse(svg, {
      headers: {
        'Content-Type': 'image/svg+xml',
        'Cache-Control': 'public, max-age=3600',
        ...IMAGE_SECURITY_HEADERS,
      },
    });
  }),
];
