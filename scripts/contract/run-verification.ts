/**
 * The order of the run. Each part uses its own session (cookie jar), so a failed sign-in or a
 * missing sign-out in one part cannot leak into the next.
 */
import { administrator } from './admin-writes';
import type { VerifyOptions } from './cli-options';
import { catalogue, shopperReads } from './read-checks';
import { productIdOf } from './answer-data';
import { ApiSession } from './session';
import { throwawayShopper } from './shopper-writes';
import { Verification } from './verification';

export async function runVerification(options: VerifyOptions): Promise<Verification> {
  const v = new Verification(options);
  const session = (name: string) => new ApiSession(name, options.apiBase, options.timeoutMs);
  const products = await catalogue(v, session('anonymous'));
  // No answer at all to the first calls: the rest would only repeat it.
  if (!v.unreachable) {
    await shopperReads(v, session('user'), productIdOf(products?.one));
    const placed = options.readOnly
      ? null
      : await throwawayShopper(v, session('throwaway'), products);
    await administrator(v, session('admin'), placed);
  }
  return v;
}
