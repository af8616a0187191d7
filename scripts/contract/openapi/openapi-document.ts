import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;

/* eslint-disable @typescript-eslint/no-explicit-any -- the parsed YAML is walked generically */
export type OpenApiDocument = Record<string, any>;

// Read from the working directory, not next to this file: under vitest's jsdom environment
// import.meta.url is not a file URL. Tests run from the project root (vitest's root), and
// scripts/contract-verify.ts changes to it before it imports this module.
export const openapiPath = join(process.cwd(), 'openapi.yaml');
export const openapi: OpenApiDocument = parse(readFileSync(openapiPath, 'utf8'));

export interface Operation {
  operationId: string;
  method: string;
  /** The contract's path template, e.g. /public/categories/{categoryId} */
  path: string;
  tag: string;
  responses: Record<string, any>;
  security: unknown[];
}

export const operations: Operation[] = Object.entries(openapi.paths as Record<string, any>).flatMap(
  ([path, item]) =>
    HTTP_METHODS.filter((m) => item[m]).map((method) => ({
      operationId: item[method].operationId,
      method: method.toUpperCase(),
      path,
      tag: item[method].tags?.[0],
      responses: item[method].responses,
      security: item[method].security ?? openapi.security ?? [],
    })),
);

const templates = operations.map((op) => ({
  op,
  regex: new RegExp(`^${op.path.replace(/\{[^}]+\}/g, '[^/]+')}$`),
  literalSegments: op.path.split('/').filter((s) => !s.startsWith('{')).length,
}));

/** The operation a request hits (path below /api); the most literal template wins. */
export function findOperation(method: string, apiPath: string): Operation | undefined {
  return templates
    .filter((t) => t.op.method === method.toUpperCase() && t.regex.test(apiPath))
    .sort((a, b) => b.literalSegments - a.literalSegments)[0]?.op;
}

/** Follows a `$ref` to components and returns the target with its JSON pointer. */
export function resolve(node: any, pointer: string): { node: any; pointer: string } {
  if (node && typeof node.$ref === 'string' && node.$ref.startsWith('#/')) {
    const target = node.$ref
      .slice(2)
      .split('/')
      .reduce(
        (acc: any, key: string) => acc?.[key.replace(/~1/g, '/').replace(/~0/g, '~')],
        openapi,
      );
    return resolve(target, node.$ref);
  }
  return { node, pointer };
}

export const escapePointer = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');
