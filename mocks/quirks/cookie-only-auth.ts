import type { Quirk } from './quirk';

export const cookieOnlyAuth: Quirk = {
  name: 'cookie-only auth',
  description: 'Authorization: Bearer is ignored; only the springBootEcom cookie signs a call in.',
  request(request) {
    if (!request.headers.has('authorization')) return request;
    const headers = new Headers(request.headers);
    headers.delete('authorization');
    return new Request(request, { headers });
  },
};
