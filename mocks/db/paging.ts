// Paging and sorting as the real server does it: zero-based pages, `asc` or anything else = desc.

export interface PageRequest {
  pageNumber?: number | null;
  pageSize?: number | null;
  sortOrder?: string | null;
}

export interface Page<T> {
  content: T[];
  pageNumber: number;
  pageSize: number;
  totalElements: number;
  totalPages: number;
  lastPage: boolean;
}

/** The deployed server version's default page size (later ones: 10); the client sends its own. */
export const DEFAULT_PAGE_SIZE = 50;

/** The largest page (openapi.yaml's pageSize maximum; the app asks for at most this many). */
export const MAX_PAGE_SIZE = 1000;

export function paginate<T>(rows: T[], req: PageRequest): Page<T> {
  const pageSize = Math.min(Math.max(req.pageSize ?? DEFAULT_PAGE_SIZE, 1), MAX_PAGE_SIZE);
  const pageNumber = Math.max(req.pageNumber ?? 0, 0);
  const totalElements = rows.length;
  const totalPages = Math.ceil(totalElements / pageSize);
  const start = pageNumber * pageSize;
  return {
    content: rows.slice(start, start + pageSize),
    pageNumber,
    pageSize,
    totalElements,
    totalPages,
    lastPage: pageNumber >= totalPages - 1,
  };
}

export function compareBy<T>(key: keyof T, sortOrder: string | null | undefined) {
  const direction = (sortOrder ?? 'asc').toLowerCase() === 'asc' ? 1 : -1;
  return (a: T, b: T): number => {
    const x = a[key];
    const y = b[key];
    if (x === y) return 0;
    if (typeof x === 'number' && typeof y === 'number') return (x - y) * direction;
    return String(x).localeCompare(String(y)) * direction;
  };
}

/** Reads an integer query parameter; null when absent, NaN when present but not an integer. */
export function intParam(value: string | null): number | null {
  if (value === null || value === '') return null;
  return /^-?\d+$/.test(value) ? Number(value) : Number.NaN;
}
