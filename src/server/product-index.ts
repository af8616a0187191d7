import type { Product } from '@/api/adapters';
import type { ScanPage } from '@/features/catalog/api/find-product';
import { keptValues } from './kept-values';
import { workUnderWay, type WorkSharing } from './work-under-way';

/**
 * The page handler's index of the catalogue: product id → product, from the same pages of 1,000
 * the product page's scan reads (src/features/catalog/api/find-product.ts; the contract has no
 * call for one product). Each page is read and parsed once per `keepMs` and shared by every
 * render in that time, instead of every render reading and parsing the pages up to its product.
 *
 * - A page read is used for `keepMs` from when it was asked for (0: not kept, a lookup reads
 *   afresh; lookups under way at once share a read where the runtime lets requests share work,
 *   `sharing`). So a product created or deleted shows within `keepMs`, as with the handler's
 *   kept API answers (./api-answers.ts). With shared work, in the last quarter of that time a
 *   lookup still takes it and has it read again behind it (per request, such a read would be
 *   cancelled with the request that answered: ./work-under-way.ts).
 * - A product not found (not in the shop, or created since the pages were read) is not an
 *   answer: the caller renders it the usual way, which scans and finds it or says 404.
 * - At most `maxPages` pages are held (products past them render the usual way), and only the
 *   catalogue's own pages: a flood of unknown ids adds nothing.
 * - A read that fails keeps nothing; the lookup rejects, and the caller renders the usual way.
 */

interface IndexedPage {
  byId: Map<number, Product>;
  last: boolean;
  /** Read for `keepMs` from when it was asked for: a slow answer is not kept longer. */
  until: number;
}

export interface ProductIndexOptions {
  /** Reads page `pageNumber` of the scan from the API, afresh (never a kept answer). */
  readPage: (pageNumber: number) => Promise<ScanPage>;
  keepMs: number;
  maxPages: number;
  /** Whether lookups under way at once share a read (default `shared`). */
  sharing?: WorkSharing;
  now?: () => number;
}

export interface ProductIndex {
  /** The product with this id as the catalogue had it at most `keepMs` ago; else undefined. */
  find: (productId: number) => Promise<Product | undefined>;
  /** The products held. */
  size: () => number;
}

export function productIndex(options: ProductIndexOptions): ProductIndex {
  const now = options.now ?? Date.now;
  // Its own time on each page (`until`): the index also counts the pages it holds past it.
  const pages = keptValues<number, IndexedPage>({ max: options.maxPages });
  const sharing = options.sharing ?? 'shared';
  const reading = workUnderWay<number, IndexedPage>(sharing);

  function pageAt(pageNumber: number): Promise<IndexedPage> | IndexedPage {
    const kept = pages.get(pageNumber);
    if (kept && kept.until > now()) {
      // Nearly due: read again behind this lookup, so lookups seldom wait for a read.
      if (
        sharing === 'shared' &&
        kept.until - now() <= options.keepMs / 4 &&
        !reading.has(pageNumber)
      )
        read(pageNumber).catch(() => undefined);
      return kept;
    }
    return read(pageNumber);
  }

  function read(pageNumber: number): Promise<IndexedPage> {
    return reading.run(pageNumber, () => readAfresh(pageNumber));
  }

  function readAfresh(pageNumber: number): Promise<IndexedPage> {
    const askedAt = now();
    return options.readPage(pageNumber).then((page) => {
      const indexed: IndexedPage = {
        byId: new Map(page.products.map((product) => [product.productId, product])),
        last: page.last,
        until: askedAt + options.keepMs,
      };
      if (options.keepMs > 0) {
        pages.set(pageNumber, indexed);
        // The catalogue ends here now: pages past it are no longer the shop's.
        if (page.last)
          for (const later of [...pages.keys()].filter((key) => key > pageNumber))
            pages.delete(later);
      }
      return indexed;
    });
  }

  return {
    async find(productId) {
      for (let pageNumber = 0; pageNumber < options.maxPages; pageNumber++) {
        const page = await pageAt(pageNumber);
        const product = page.byId.get(productId);
        if (product) return product;
        if (page.last) return undefined;
      }
      return undefined;
    },
    size: () => [...pages.values()].reduce((total, page) => total + page.byId.size, 0),
  };
}
