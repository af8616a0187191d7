import type { Product } from '@/api/adapters';
import { STOREFRONT_TEXTS } from '@/lib/storefront-texts';

/**
 * The About page shows three sample phones as product cards. They are static examples,
 * not products of the shop: their ids mean something on the About page only, and their cards
 * have no Add to Cart button, so they never reach the cart or the server.
 */

function phonePicture(from: string, to: string): string {
  // Drawn inside the middle band: cards crop the picture to a wide frame.
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="400" height="300" fill="#f1f3f5"/>
<rect x="160" y="62" width="80" height="176" rx="14" fill="#212529"/>
<rect x="166" y="72" width="68" height="156" rx="9" fill="url(#g)"/>
<rect x="188" y="65" width="24" height="4" rx="2" fill="#495057"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export const SAMPLE_PHONES: readonly Product[] = [
  {
    productId: 1,
    productName: 'Aurora X1',
    description: STOREFRONT_TEXTS.home.samplePhones.auroraX1,
    image: phonePicture('#4dabf7', '#7048e8'),
    price: 799,
    specialPrice: 719,
    quantity: 25,
  },
  {
    productId: 2,
    productName: 'Nimbus Lite',
    description: STOREFRONT_TEXTS.home.samplePhones.nimbusLite,
    image: phonePicture('#63e6be', '#1098ad'),
    price: 349,
    specialPrice: null,
    quantity: 40,
  },
  {
    productId: 3,
    productName: 'Titan Pro Max',
    description: STOREFRONT_TEXTS.home.samplePhones.titanProMax,
    image: phonePicture('#ffa94d', '#e03131'),
    price: 1199,
    specialPrice: 1099,
    quantity: 0,
  },
];
