import { apiPath, isObject, type Quirk } from './quirk';

/** Spring's ResponseCookie.toString(): Max-Age plus Expires, no SameSite. */
function springCookie(cookie: string): string {
  const [pair] = cookie.split(';');
  const maxAge = /Max-Age=(\d+)/i.exec(cookie)?.[1];
  if (!pair || maxAge === undefined) return cookie;
  const expires = new Date(Date.now() + Number(maxAge) * 1000).toUTCString();
  return `${pair.trim()}; Path=/api; Max-Age=${maxAge}; Expires=${expires}`;
}

const isSignIn = (request: Request) =>
  request.method === 'POST' && apiPath(request) === '/auth/signin';

export const springSessionCookie: Quirk = {
  name: 'Spring cookie',
  description:
    'The sign-in cookie (and jwtToken) is Spring\'s ResponseCookie string: "springBootEcom=<jwt>; Path=/api; Max-Age=86400; Expires=<date>".',
  response(request, response) {
    const cookies = response.headers.getSetCookie();
    if (!isSignIn(request) || !cookies.length) return response;
    const headers = new Headers(response.headers);
    headers.delete('set-cookie');
    for (const cookie of cookies) headers.append('set-cookie', springCookie(cookie));
    return new Response(response.body, {
      status: response.status,
      statusText: response.statusText,
      headers,
    });
  },
  json(body, request) {
    if (isSignIn(request) && isObject(body) && typeof body.jwtToken === 'string')
      body.jwtToken = springCookie(body.jwtToken);
  },
};
