import { HttpResponse } from 'msw';
import { withRole } from '../auth';
import { db, nextId } from '../db/database';
import { compareBy, paginate } from '../db/paging';
import { toCategoryDto } from '../db/serializers';
import type { CategoryRow } from '../db/types';
import { http } from '../http';
import { badRequest, malformedBody, notFound, readJson, validationFailed } from '../responses';
import { isRecord, LIMITS, optionalBoolean, optionalText } from '../validation';
import { readListQuery } from './query';

/** The admin screen sends `name`, the real server reads `categoryName`: accept either. */
function readCategoryInput(body: Record<string, unknown>) {
  const raw = body.categoryName ?? body.name;
  const name = typeof raw === 'string' ? raw.trim() : '';
  return {
    name,
    description: typeof body.description === 'string' ? body.description.trim() || null : undefined,
    isActive: typeof body.isActive === 'boolean' ? body.isActive : undefined,
  };
}

function nameTaken(name: string, exceptId?: number) {
  return db().categories.some(
    (c) => c.categoryId !== exceptId && c.categoryName.toLowerCase() === name.toLowerCase(),
  );
}

const CATEGORY_NAME_TOO_SHORT = 'Category name must contain atleast 5 characters';

/**
 * The careful server's maximums (the app's category form has the same), `isActive` true or false
 * and the texts as text (the real server's CategoryDTO reads only categoryName:
 * mocks/quirks/dto-fields.ts): the field map or null.
 */
function invalidCategory(body: Record<string, unknown>) {
  const input = readCategoryInput(body);
  const fields: Record<string, string> = {};
  const isActive = optionalBoolean(body.isActive);
  if (isActive) fields.isActive = isActive;
  const description = optionalText(
    LIMITS.category.description,
    'Category description',
  )(body.description);
  if (description && typeof body.description !== 'string') fields.description = description;
  // Both spellings of the name are text; the one not read must not hide another type.
  for (const field of ['categoryName', 'name'] as const) {
    const value = body[field];
    if (value !== undefined && value !== null && typeof value !== 'string')
      fields[field] = 'must be text';
  }
  if (input.name.length > LIMITS.category.categoryName)
    fields.categoryName = `Category name must be at most ${LIMITS.category.categoryName} characters`;
  if ((input.description?.length ?? 0) > LIMITS.category.description)
    fields.description = `Category description must be at most ${LIMITS.category.description} characters`;
  return Object.keys(fields).length ? fields : null;
}

const SORTABLE = new Set(['categoryId', 'categoryName', 'createdAt', 'updatedAt']);

export const categoryHandlers = [
  http.get('/public/categories', ({ request }) => {
    const query = readListQuery(request);
    if (!query) return badRequest('Invalid paging parameters');
    const rows = [...db().categories];
    // A faithful quirk of the real server: an empty table is a 400, not an empty list.
    if (rows.length === 0) return badRequest('No category created till now.');
    const sortBy = (
      SORTABLE.has(query.sortBy ?? '') ? query.sortBy : 'categoryId'
    ) as keyof CategoryRow;
    rows.sort(compareBy<CategoryRow>(sortBy, query.sortOrder));
    const page = paginate(rows, query);
    return HttpResponse.json({ ...page, content: page.content.map(toCategoryDto) });
  }),

  http.post(
    '/public/categories',
    withRole('ROLE_ADMIN', async ({ request }) => {
      const body = await readJson(request);
      if (!isRecord(body)) return malformedBody();
      const input = readCategoryInput(body);
      if (!input.name) return validationFailed({ categoryName: 'must not be blank' });
      // The real entity's minimum (at persist there: quirks mode answers the masked 401).
      if (input.name.length < 5) return validationFailed({ categoryName: CATEGORY_NAME_TOO_SHORT });
      const overLimit = invalidCategory(body);
      if (overLimit) return validationFailed(overLimit);
      if (nameTaken(input.name))
        return badRequest(`Category with the name ${input.name} already exists !!!`);
      const now = new Date().toISOString();
      const row: CategoryRow = {
        categoryId: nextId('category'),
        categoryName: input.name,
        description: input.description ?? null,
        isActive: input.isActive ?? true,
        createdAt: now,
        updatedAt: now,
      };
      db().categories.push(row);
      return HttpResponse.json(toCategoryDto(row), { status: 201 });
    }),
  ),

  http.put(
    '/public/categories/{categoryId}',
    withRole('ROLE_ADMIN', async ({ request, params }) => {
      const body = await readJson(request);
      if (!isRecord(body)) return malformedBody();
      const row = db().categories.find((c) => c.categoryId === Number(params.categoryId));
      if (!row) return notFound(`Category not found with categoryId: ${params.categoryId}`);
      const input = readCategoryInput(body);
      if (!input.name) return validationFailed({ categoryName: 'must not be blank' });
      // The real entity's minimum (at persist there: quirks mode answers the masked 401).
      if (input.name.length < 5) return validationFailed({ categoryName: CATEGORY_NAME_TOO_SHORT });
      const overLimit = invalidCategory(body);
      if (overLimit) return validationFailed(overLimit);
      if (nameTaken(input.name, row.categoryId))
        return badRequest(`Category with the name ${input.name} already exists !!!`);
      row.categoryName = input.name;
      if (input.description !== undefined) row.description = input.description;
      if (input.isActive !== undefined) row.isActive = input.isActive;
      row.updatedAt = new Date().toISOString();
      return HttpResponse.json(toCategoryDto(row));
    }),
  ),

  http.delete(
    '/admin/categories/{categoryId}',
    withRole('ROLE_ADMIN', ({ params }) => {
      const tables = db();
      const row = tables.categories.find((c) => c.categoryId === Number(params.categoryId));
      if (!row) return notFound(`Category not found with categoryId: ${params.categoryId}`);
      if (tables.products.some((p) => p.categoryId === row.categoryId))
        return badRequest(`Category ${row.categoryName} still has products and cannot be deleted`);
      const dto = toCategoryDto(row);
      tables.categories = tables.categories.filter((c) => c !== row);
      return HttpResponse.json(dto);
    }),
  ),
];
