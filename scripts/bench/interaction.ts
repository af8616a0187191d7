import type { Browser } from '@playwright/test';
import { inpRun, summariseInp, type InpFigures, type InpRun } from './interaction-flow';
import type { SlowdownPolicy } from './lighthouse';
import {
  summariseTaps,
  tapToCartRun,
  type TapToCartFigures,
  type TapToCartRun,
} from './tap-to-cart';

/** What the interaction runs measured (the `interaction` of reports/bench.json). */
export interface InteractionFigures {
  tapToCart: TapToCartFigures[];
  inp: InpFigures;
}

/**
 * The interaction runs in rounds: a flow (INP on `inpPage`), then a tap to cart on each of
 * `tapPages`. Calibrated, the taps take the index the flow measured seconds before: in rounds,
 * each round's taps get a fresh one, where one after all the flows would hold for every tap (and
 * one index moves by half or more within minutes on a shared machine).
 */
export async function measureInteraction(
  browser: Browser,
  siteUrl: string,
  pages: { inpPage: string; tapPages: readonly string[] },
  runs: number,
  policy: SlowdownPolicy,
): Promise<InteractionFigures> {
  const flows: InpRun[] = [];
  const taps = new Map<string, TapToCartRun[]>(pages.tapPages.map((path) => [path, []]));
  for (let round = 1; round <= runs; round++) {
    console.log(
      `Interaction, round ${round} of ${runs}: INP flow on ${pages.inpPage}, tap to cart on ` +
        `${pages.tapPages.join(', ')} ...`,
    );
    flows.push(await inpRun(`${siteUrl}${pages.inpPage}`, policy));
    for (const [path, runsOfPage] of taps)
      runsOfPage.push(await tapToCartRun(browser, `${siteUrl}${path}`, policy));
  }
  return {
    tapToCart: [...taps].map(([path, runsOfPage]) => summariseTaps(path, runsOfPage)),
    inp: summariseInp(pages.inpPage, flows),
  };
}
