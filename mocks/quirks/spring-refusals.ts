import { MAX_IMAGE_BYTES } from '@/lib/image-type';
import type { Refusal, RefusalContext, Refusals } from '../http-server/refusals';
import { MASKED_401 } from '../responses';
import type { Quirk } from './quirk';

const masked: Refusal = { status: 401, body: MASKED_401 };

/**
 * What Spring refuses before a controller runs: Spring Security's own 401 (with the called path)
 * for an anonymous call to a protected path, else the masked 401.
 */
const springRefusal = ({ anonymousToProtected, path }: RefusalContext): Refusal =>
  anonymousToProtected() ? { status: 401, body: { ...MASKED_401, path } } : masked;

const refusals: Refusals = {
  cors: () => ({ status: 403, body: 'Invalid CORS request', text: true }),
  route: springRefusal,
  imagesMethod: () => masked,
  unsupportedType: springRefusal,
  tooLarge: springRefusal,
  // The real server's multipart limit is 1 MB (413, masked).
  upload: (context, bytes) => (bytes > MAX_IMAGE_BYTES ? springRefusal(context) : null),
  crash: () => masked,
};

export const springRefusals: Quirk = {
  name: 'masked 401',
  description:
    'Every unhandled error answers 401 {"path":"/error","error":"Unauthorized","message":"Full authentication is required to access this resource","status":401}, signed in or not: a wrong content type (415), a wrong method (405), a path with no mapping (404), an upload over 1 MB (413), any crash; also the minimum lengths, the missing cart, the foreign keys, the Stripe minimum, an unknown sortBy, malformed JSON and malformed ids (their own quirks). An anonymous call to a protected path keeps the normal 401 with its own path. An Origin not allowed gets 403 "Invalid CORS request" as plain text.',
  refusals,
};
