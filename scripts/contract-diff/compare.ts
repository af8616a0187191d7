import { deref, shapeOf, type FieldFacts, type Shape } from './shape';

/**
 * What changed between two versions of the contract, in plain words, split into changes that
 * break the real server or the app (a client that worked before may fail after) and the rest.
 *
 * Breaking: an operation removed; a success response, its media type or a response property
 * removed; a response property that was required made optional, or given a type it did not have
 * (the client would receive something new); a request body, property or parameter newly
 * required; a request property or parameter narrowed (a type, enum value or bound taken away, a
 * tighter length or range), so that something a client sends today is refused.
 */

type Json = Record<string, unknown>;

export interface ContractChange {
  breaking: boolean;
  /** `GET /public/products` */
  operation: string;
  message: string;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function operationsOf(document: Json): Map<string, Json> {
  const operations = new Map<string, Json>();
  const paths = isObject(document.paths) ? document.paths : {};
  for (const [path, item] of Object.entries(paths)) {
    if (!isObject(item)) continue;
    for (const method of METHODS)
      if (isObject(item[method])) operations.set(`${method.toUpperCase()} ${path}`, item[method]);
  }
  return operations;
}

/** A change found inside one operation: breaking or not, in plain words. */
type Finding = [breaking: boolean, message: string];

const isSuccess = (status: string) => /^[23]/.test(status);

function contentOf(document: Json, holder: unknown): Map<string, unknown> {
  const resolved = deref(document, holder);
  const content = isObject(resolved.content) ? resolved.content : {};
  return new Map(
    Object.entries(content).map(([type, media]) => [type, isObject(media) ? media.schema : {}]),
  );
}

const typeList = (facts: FieldFacts) => [...facts.types].sort().join(' | ') || 'any';

/** A response body: the client reads it, so it must not lose anything or get anything new. */
function compareResponse(before: Shape, after: Shape, where: string, out: Finding[]): void {
  for (const path of after.keys())
    if (!before.has(path)) out.push([false, `${where}: response property ${path} added`]);
  for (const [path, old] of before) {
    const now = after.get(path);
    if (!now) {
      out.push([true, `${where}: response property ${path} was removed`]);
      continue;
    }
    if (old.required && !now.required)
      out.push([true, `${where}: response property ${path} is no longer always sent`]);
    if (old.types.size && now.types.size) {
      const added = [...now.types].filter((type) => !old.types.has(type));
      if (added.length)
        out.push([
          true,
          `${where}: response property ${path} may now be ${added.join(' or ')} (was ${typeList(old)})`,
        ]);
    }
    if (old.enum && (!now.enum || now.enum.some((value) => !old.enum!.includes(value))))
      out.push([
        true,
        `${where}: response property ${path} may now hold values it could not before`,
      ]);
  }
}

function narrowed(old: FieldFacts, now: FieldFacts): string | null {
  if (old.types.size && now.types.size) {
    const lost = [...old.types].filter((type) => !now.types.has(type));
    if (lost.length) return `no longer accepts ${lost.join(' or ')}`;
  } else if (!old.types.size && now.types.size) return `now only accepts ${typeList(now)}`;
  if (now.enum && (!old.enum || old.enum.some((value) => !now.enum!.includes(value))))
    return 'accepts fewer values';
  const tighter = (a: number | undefined, b: number | undefined, up: boolean) =>
    b !== undefined && (a === undefined || (up ? b > a : b < a));
  if (tighter(old.minimum, now.minimum, true)) return `has a higher minimum (${now.minimum})`;
  if (tighter(old.maximum, now.maximum, false)) return `has a lower maximum (${now.maximum})`;
  if (tighter(old.minLength, now.minLength, true))
    return `needs at least ${now.minLength} characters`;
  if (tighter(old.maxLength, now.maxLength, false))
    return `takes at most ${now.maxLength} characters`;
  if (now.pattern && now.pattern !== old.pattern) return `must match ${now.pattern}`;
  return null;
}

/** A request body: the server reads it, so it must not ask for more or accept less. */
function compareRequest(before: Shape, after: Shape, where: string, out: Finding[]): void {
  for (const [path, now] of after) {
    const old = before.get(path);
    if (!old) {
      const required = now.required && path !== '(body)';
      out.push([
        required,
        `${where}: request property ${path} added${required ? ', required' : ''}`,
      ]);
      continue;
    }
    if (now.required && !old.required)
      out.push([true, `${where}: request property ${path} is now required`]);
    const narrowing = narrowed(old, now);
    if (narrowing) out.push([true, `${where}: request property ${path} ${narrowing}`]);
  }
}

interface Parameter {
  name: string;
  in: string;
  required: boolean;
  schema: unknown;
}

function parametersOf(document: Json, operation: Json): Map<string, Parameter> {
  const list = Array.isArray(operation.parameters) ? operation.parameters : [];
  const parameters = new Map<string, Parameter>();
  for (const raw of list) {
    const parameter = deref(document, raw);
    const name = String(parameter.name);
    const place = String(parameter.in);
    parameters.set(`${place} ${name}`, {
      name,
      in: place,
      required: parameter.required === true,
      schema: parameter.schema,
    });
  }
  return parameters;
}

export function compareContracts(before: Json, after: Json): ContractChange[] {
  const changes: ContractChange[] = [];
  const add = (breaking: boolean, operation: string, message: string) =>
    changes.push({ breaking, operation, message });
  const oldOperations = operationsOf(before);
  const newOperations = operationsOf(after);

  for (const name of newOperations.keys())
    if (!oldOperations.has(name)) add(false, name, 'operation added');

  for (const [name, old] of oldOperations) {
    const now = newOperations.get(name);
    if (!now) {
      add(true, name, 'operation removed');
      continue;
    }
    const found: Finding[] = [];

    // Parameters.
    const oldParameters = parametersOf(before, old);
    const newParameters = parametersOf(after, now);
    for (const [key, parameter] of newParameters) {
      const was = oldParameters.get(key);
      if (!was) {
        if (parameter.required) found.push([true, `parameter ${key} is new and required`]);
        else add(false, name, `optional parameter ${key} added`);
        continue;
      }
      if (parameter.required && !was.required)
        found.push([true, `parameter ${key} is now required`]);
      const narrowing = narrowed(
        shapeOf(before, was.schema).get('(body)')!,
        shapeOf(after, parameter.schema).get('(body)')!,
      );
      if (narrowing) found.push([true, `parameter ${key} ${narrowing}`]);
    }

    // Request body.
    const oldBody = old.requestBody ? deref(before, old.requestBody) : null;
    const newBody = now.requestBody ? deref(after, now.requestBody) : null;
    if (newBody?.required === true && oldBody?.required !== true)
      found.push([true, 'the request body is now required']);
    if (oldBody && newBody) {
      const oldContent = contentOf(before, oldBody);
      for (const [type, schema] of contentOf(after, newBody)) {
        const oldSchema = oldContent.get(type);
        if (oldSchema === undefined) continue;
        compareRequest(
          shapeOf(before, oldSchema),
          shapeOf(after, schema),
          `request ${type}`,
          found,
        );
      }
      for (const type of oldContent.keys())
        if (!contentOf(after, newBody).has(type))
          found.push([true, `the request body no longer accepts ${type}`]);
    }

    // Success responses.
    const oldResponses = isObject(old.responses) ? old.responses : {};
    const newResponses = isObject(now.responses) ? now.responses : {};
    for (const status of Object.keys(newResponses))
      if (!(status in oldResponses)) add(false, name, `response ${status} added`);
    for (const [status, response] of Object.entries(oldResponses)) {
      if (!isSuccess(status)) continue;
      if (!(status in newResponses)) {
        found.push([true, `response ${status} removed`]);
        continue;
      }
      const newContent = contentOf(after, newResponses[status]);
      for (const [type, schema] of contentOf(before, response)) {
        if (!newContent.has(type)) {
          found.push([true, `response ${status} no longer comes as ${type}`]);
          continue;
        }
        compareResponse(
          shapeOf(before, schema),
          shapeOf(after, newContent.get(type)),
          `response ${status} ${type}`,
          found,
        );
      }
    }
    for (const [breaking, message] of found) add(breaking, name, message);
  }
  return changes;
}
