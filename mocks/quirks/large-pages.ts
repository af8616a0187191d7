import { intParam, MAX_PAGE_SIZE } from '../db/paging';
import type { Quirk } from './quirk';

export const largePages: Quirk = {
  name: 'large pages',
  description:
    'A pageSize over 1,000 is taken (and pages by at most 1,000; plain mode: 400 "Invalid paging parameters").',
  // Asked for as the largest page the mock pages by, which is what it answers with anyway.
  request(request) {
    const url = new URL(request.url);
    const sizes = url.searchParams.getAll('pageSize');
    const size = sizes.length === 1 ? intParam(sizes[0]!) : null;
    if (size === null || Number.isNaN(size) || size <= MAX_PAGE_SIZE) return request;
    url.searchParams.set('pageSize', String(MAX_PAGE_SIZE));
    return new Request(url, request);
  },
};
