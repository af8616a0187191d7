import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { escapePointer, findOperation, openapi, resolve } from './openapi-document';

/**
 * Validates real `Response`s against openapi.yaml at run time with a JSON Schema validator (not
 * only TypeScript): the status must be declared for the operation, the content type must be one
 * the contract lists, and the body must match its schema.
 */
const DOC_ID = 'https://shop.local/openapi.json';
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addFormat('binary', true);
ajv.addSchema({ ...openapi, $id: DOC_ID });

const validators = new Map<string, ReturnType<typeof ajv.compile>>();
function validatorFor(pointer: string) {
  let validate = validators.get(pointer);
  if (!validate) {
    validate = ajv.compile({ $ref: `${DOC_ID}${pointer}` });
    validators.set(pointer, validate);
  }
  return validate;
}

export interface ContractCheck {
  operationId: string | null;
  status: number;
  problems: string[];
}

export async function checkResponse(request: Request, response: Response): Promise<ContractCheck> {
  const url = new URL(request.url);
  const apiPath = url.pathname.replace(/^\/api(?=\/)/, '');
  const op = findOperation(request.method, apiPath);
  const label = `${request.method} ${url.pathname}`;
  if (!op)
    return {
      operationId: null,
      status: response.status,
      problems: [`${label}: no operation in openapi.yaml`],
    };

  const base = `#/paths/${escapePointer(op.path)}/${op.method.toLowerCase()}/responses/${response.status}`;
  const declared = op.responses[String(response.status)];
  const problems: string[] = [];
  if (!declared) {
    problems.push(`${label} (${op.operationId}): status ${response.status} is not declared`);
    return { operationId: op.operationId, status: response.status, problems };
  }
  const { node: spec, pointer } = resolve(declared, base);
  const content: Record<string, unknown> = spec.content ?? {};
  const contentType = (response.headers.get('content-type') ?? '').split(';')[0]!.trim();
  const body = await response.text();

  if (Object.keys(content).length === 0) {
    if (body.length > 0)
      problems.push(`${label}: ${response.status} declares no body but got "${body.slice(0, 80)}"`);
    return { operationId: op.operationId, status: response.status, problems };
  }
  if (!(contentType in content)) {
    problems.push(
      `${label}: ${response.status} content type "${contentType}" is not one of ${Object.keys(content).join(', ')}`,
    );
    return { operationId: op.operationId, status: response.status, problems };
  }
  if (contentType.startsWith('image/'))
    return { operationId: op.operationId, status: response.status, problems };

  const validate = validatorFor(`${pointer}/content/${escapePointer(contentType)}/schema`);
  let value: unknown = body;
  if (contentType === 'application/json') {
    try {
      value = JSON.parse(body);
    } catch {
      // The real server labels its plain-text answers application/json when the request's Accept
      // lists JSON first, and sends the text raw, unquoted. That is accepted only where the
      // contract's schema takes a string; anywhere else a body that does not parse is a violation.
      if (!validate(body)) problems.push(`${label}: body is not JSON`);
      return { operationId: op.operationId, status: response.status, problems };
    }
  }
  if (!validate(value)) {
    problems.push(
      `${label} ${response.status}: ${ajv.errorsText(validate.errors, { separator: '; ' }).slice(0, 600)}`,
    );
  }
  return { operationId: op.operationId, status: response.status, problems };
}
