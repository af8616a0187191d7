import { queryProducts } from '../db/catalogue';
import { badRequest } from '../responses';
import { on, type Quirk } from './quirk';

const hasProducts = (keyword: string | null, category: string | null) =>
  queryProducts({ keyword, category, pageNumber: 0, pageSize: 1 }).totalElements > 0;

export const emptyResultsAre400: Quirk = {
  name: 'empty results are 400',
  description:
    'A keyword search with no hit is 400 "Products not found with keyword: <kw>"; a category with no products is 400 (like plain mode).',
  handlers: [
    // The catalogue filtered by a keyword or a category that matches nothing: the real server's
    // search throws "not found" instead of answering an empty page.
    on.get('/public/products', ({ request }) => {
      const search = new URL(request.url).searchParams;
      const keyword = search.get('keyword')?.trim() || null;
      const category = search.get('category')?.trim() || null;
      if ((!keyword && !category) || hasProducts(keyword, category)) return undefined;
      return badRequest(
        keyword
          ? `Products not found with keyword: ${keyword}`
          : `${category} category does not have any products`,
      );
    }),
    on.get('/public/products/keyword/:keyword', ({ params }) => {
      const keyword = String(params.keyword);
      return hasProducts(keyword, null)
        ? undefined
        : badRequest(`Products not found with keyword: ${keyword}`);
    }),
  ],
};
