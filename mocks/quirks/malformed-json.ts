import { MALFORMED_JSON, maskedUnauthorized } from '../responses';
import { isObject, type Quirk } from './quirk';

export const malformedJsonMasked: Quirk = {
  name: 'malformed JSON',
  description:
    'Jackson\'s HttpMessageNotReadableException is not handled by the server: a body it cannot read is the masked 401 (plain mode: 400 "Malformed JSON request").',
  json(body, _request, response) {
    if (response.status === 400 && isObject(body) && body.message === MALFORMED_JSON)
      return maskedUnauthorized();
  },
};
