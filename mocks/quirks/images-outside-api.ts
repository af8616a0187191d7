import { apiPath, isObject, type Quirk } from './quirk';

export const imagesOutsideApi: Quirk = {
  name: 'images outside /api',
  description:
    'GET /public/products gives image URLs under /images/ (not /api); /images/default.png does not exist (404), so the app shows its placeholder. /api/images/{name} still works.',
  json(body, request) {
    if (request.method !== 'GET' || apiPath(request) !== '/public/products' || !isObject(body))
      return;
    for (const product of Array.isArray(body.content) ? (body.content as unknown[]) : [])
      if (isObject(product) && typeof product.image === 'string')
        product.image = product.image.replace(/\/api\/images\//, '/images/');
  },
};
