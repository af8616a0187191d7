import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** The catalogue scan's page size (the contract's largest) and a guard against endless paging. */
const PAGE_SIZE = 1000;
const MAX_PAGES = 100;
/** A picture's file name as the seeded shop spells it: nothing that could leave the folder. */
const SAFE_NAME = /^[\w.-]+$/;

/**
 * The mock-mode build's product pictures as files (`<outDir><imageBase>/<name>`). A built page
 * asks for its pictures as soon as the HTML arrives, before the in-browser mock (a service
 * worker) has started: without the files, the first visit's pictures would be the host's
 * answer to an unknown address. Once the mock runs, it answers the same addresses with the
 * same pictures. Only for a picture base that is a path on the shop's own address.
 */
export async function writeMockPictures(
  apiUrl: string,
  imageBase: string,
  outDir: string,
): Promise<number> {
  if (!imageBase.startsWith('/')) return 0;
  const names = new Set<string>();
  for (let pageNumber = 0; pageNumber < MAX_PAGES; pageNumber++) {
    const response = await fetch(
      `${apiUrl}/public/products?pageNumber=${pageNumber}&pageSize=${PAGE_SIZE}&sortBy=price&sortOrder=asc`,
    );
    if (!response.ok) break;
    const page = (await response.json()) as {
      content: { image?: string | null }[];
      lastPage?: boolean;
    };
    for (const product of page.content) {
      const name = product.image?.split('/').pop();
      if (name && SAFE_NAME.test(name)) names.add(name);
    }
    if (page.lastPage || page.content.length === 0) break;
  }
  const folder = join(outDir, imageBase);
  await mkdir(folder, { recursive: true });
  let written = 0;
  for (const name of names) {
    const picture = await fetch(`${apiUrl}/images/${encodeURIComponent(name)}`);
    if (!picture.ok) continue;
    await writeFile(join(folder, name), Buffer.from(await picture.arrayBuffer()));
    written++;
  }
  return written;
}
