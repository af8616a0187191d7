/**
 * A schema flattened into the facts a client relies on, one entry per property path:
 * `content[].productId` → its types, whether it is required, its enum and its bounds. The
 * spellings of this contract are unions (`anyOf` of Product and ProductAlt, a page or a plain
 * array): a path is present when any branch has it, so removing a property from every branch is
 * seen, while the two spellings do not hide each other.
 */

type Json = Record<string, unknown>;

export interface FieldFacts {
  /** Empty when the schema names no type of its own (a union or a wrapper): any type. */
  types: Set<string>;
  required: boolean;
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
}

export type Shape = Map<string, FieldFacts>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Follows a local `$ref` (`#/components/schemas/X`) in the document. */
export function resolveRef(document: Json, ref: string): Json {
  if (!ref.startsWith('#/')) throw new Error(`Only local references are supported: ${ref}`);
  let node: unknown = document;
  for (const raw of ref.slice(2).split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    node = isObject(node) ? node[key] : undefined;
    if (node === undefined) throw new Error(`The reference ${ref} points at nothing`);
  }
  if (!isObject(node)) throw new Error(`The reference ${ref} is not an object`);
  return node;
}

export function deref(document: Json, node: unknown): Json {
  let current = isObject(node) ? node : {};
  const seen = new Set<string>();
  while (typeof current.$ref === 'string') {
    if (seen.has(current.$ref)) throw new Error(`Circular reference ${current.$ref}`);
    seen.add(current.$ref);
    current = resolveRef(document, current.$ref);
  }
  return current;
}

function typesOf(schema: Json): string[] {
  if (Array.isArray(schema.type)) return schema.type.map(String);
  if (typeof schema.type === 'string') return [schema.type];
  if ('const' in schema) return [typeof schema.const === 'string' ? 'string' : typeof schema.const];
  return [];
}

function merge(shape: Shape, path: string, facts: FieldFacts): void {
  const known = shape.get(path);
  if (!known) {
    shape.set(path, facts);
    return;
  }
  for (const type of facts.types) known.types.add(type);
  // Across branches a field is required only when every branch requires it.
  known.required = known.required && facts.required;
  if (known.enum && facts.enum) known.enum = [...new Set([...known.enum, ...facts.enum])];
  else if (!facts.enum) delete known.enum;
}

const MAX_DEPTH = 12;

function walk(
  document: Json,
  node: unknown,
  path: string,
  required: boolean,
  shape: Shape,
  depth: number,
): void {
  if (depth > MAX_DEPTH) return;
  const schema = deref(document, node);
  for (const key of ['allOf', 'anyOf', 'oneOf'] as const) {
    const branches = schema[key];
    if (!Array.isArray(branches)) continue;
    for (const branch of branches) {
      // allOf adds to the same object; each anyOf/oneOf branch may be what arrives.
      walk(document, branch, path, required, shape, depth + 1);
    }
  }
  const types = typesOf(schema);
  merge(shape, path || '(body)', {
    types: new Set(types),
    required,
    ...(Array.isArray(schema.enum) && { enum: schema.enum }),
    ...(typeof schema.minimum === 'number' && { minimum: schema.minimum }),
    ...(typeof schema.maximum === 'number' && { maximum: schema.maximum }),
    ...(typeof schema.minLength === 'number' && { minLength: schema.minLength }),
    ...(typeof schema.maxLength === 'number' && { maxLength: schema.maxLength }),
    ...(typeof schema.pattern === 'string' && { pattern: schema.pattern }),
  });
  if (isObject(schema.properties)) {
    const requiredKeys = new Set(Array.isArray(schema.required) ? schema.required.map(String) : []);
    for (const [key, child] of Object.entries(schema.properties)) {
      const childPath = path ? `${path}.${key}` : key;
      // Required only when every object on the way down is required too.
      walk(document, child, childPath, required && requiredKeys.has(key), shape, depth + 1);
    }
  }
  if (schema.items !== undefined)
    walk(document, schema.items, `${path}[]`, required, shape, depth + 1);
}

/** The flattened facts of a schema (a request or response body, or a parameter). */
export function shapeOf(document: Json, schema: unknown): Shape {
  const shape: Shape = new Map();
  walk(document, schema, '', true, shape, 0);
  return shape;
}
