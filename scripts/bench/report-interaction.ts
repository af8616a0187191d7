import { LIGHTHOUSE_TARGETS } from './budgets';
import type { InteractionFigures } from './interaction';
import { SEARCH_WORD } from './interaction-flow';
import { spread } from './median';
import { runsOffTheirCalibration, table } from './report';
import { TAP_VIEWPORT, type TapToCartFigures, type TapToCartRun } from './tap-to-cart';

const ms = (value: number) => `${Math.round(value)} ms`;
/** A median and, with several runs, every run's figure in their order. */
const withRuns = (median: number | undefined, runs: (number | null)[]) =>
  median === undefined
    ? runs.length
      ? 'lost'
      : ''
    : runs.length > 1
      ? `${ms(median)} (${runs.map((v) => (v === null ? 'lost' : Math.round(v))).join(' ')})`
      : ms(median);

/** The tap runs' slowdowns and the indexes they were calibrated to: once if all the same. */
const slowdownsOf = ({ runs }: TapToCartFigures) => {
  const once = (values: string[]) => (new Set(values).size === 1 ? values[0]! : values.join(' '));
  const indexes = runs.flatMap((r) => (r.calibratedIndex === null ? [] : [r.calibratedIndex]));
  return (
    `${once(runs.map((r) => String(r.cpuSlowdown)))}×` +
    (indexes.length ? ` (${once(indexes.map((i) => String(Math.round(i))))})` : '')
  );
};

/**
 * The interaction figures of each page beside its TBT where the Lighthouse runs gave one
 * (`tbtMs`: path to the median TBT and the method it came from), and each page's goals met or
 * missed (never a gate).
 */
export function printInteraction(
  figures: InteractionFigures,
  tbtMs: Map<string, { tbtMs: number; method: string }>,
  slowdownFrom: string,
  runs: number,
) {
  const { tapToCart, inp } = figures;
  const paths = [...new Set([...tapToCart.map((t) => t.path), inp.path])];
  const tbtMethods = [...new Set([...tbtMs.values()].map((t) => t.method))];
  const rows: string[][] = [
    [
      'page',
      'tap → cart count (every run)',
      'app ready → cart count (every run)',
      'app hydrated → cart count (every run)',
      'INP (every run)',
      tbtMethods.length ? `TBT (${tbtMethods.join(', ')})` : 'TBT',
      'taps: CPU slowdown (benchmarkIndex)',
    ],
  ];
  for (const path of paths) {
    const tap = tapToCart.find((t) => t.path === path);
    const flow = inp.path === path ? inp : undefined;
    const tbt = tbtMs.get(path);
    rows.push([
      path,
      tap
        ? withRuns(
            tap.tapToCartMs?.median,
            tap.runs.map((r) => r.tapToCartMs),
          )
        : '',
      tap
        ? withRuns(
            tap.readyToCartMs?.median,
            tap.runs.map((r) => r.readyToCartMs),
          )
        : '',
      tap
        ? withRuns(
            tap.hydratedToCartMs?.median,
            tap.runs.map((r) => r.hydratedToCartMs),
          )
        : '',
      flow
        ? withRuns(
            flow.inpMs.median,
            flow.runs.map((r) => r.inpMs),
          )
        : '',
      tbt ? ms(tbt.tbtMs) : '—',
      tap ? slowdownsOf(tap) : '',
    ]);
  }
  const tapRuns = tapToCart.flatMap((t) => t.runs);
  const slowdown = spread([
    ...tapRuns.map((r) => r.cpuSlowdown),
    ...inp.runs.map((r) => r.cpuSlowdownMultiplier),
  ]);
  const calibrated = [...tapRuns, ...inp.runs].flatMap((r) =>
    r.calibratedIndex === null ? [] : [r.calibratedIndex],
  );
  const index = calibrated.length ? spread(calibrated) : null;
  const many = `${runs} run${runs > 1 ? 's' : ''}`;
  console.log(
    `\nInteraction (what a shopper feels): each figure's median of ${many}, CPU slowdown ` +
      `${slowdown.median}× (${slowdown.min}–${slowdown.max}; ${slowdownFrom})` +
      (index
        ? `, calibrated to a benchmarkIndex of ${Math.round(index.median)} ` +
          `(${Math.round(index.min)}–${Math.round(index.max)})`
        : ''),
  );
  console.log(
    `  tap → cart count: a first visit (${TAP_VIEWPORT.width}×${TAP_VIEWPORT.height}, where the ` +
      `header shows the count), Add to Cart tapped as soon as it shows; app ready: ` +
      `<html data-app-ready>, or the tap when it came later (negative: the kept tap was carried ` +
      `out before); app hydrated: its root hydrated (the app's first moment to act)\n` +
      `  INP: a Lighthouse user flow (timespan) on ${inp.path} after its load, mobile, applied ` +
      `throttling: a tap on the first card's Add to Cart, then "${SEARCH_WORD}" typed in the search`,
  );
  console.log(table(rows));
  for (const path of paths) {
    const tap = tapToCart.find((t) => t.path === path);
    if (!tap) continue;
    // When each thing happened (medians, from the navigation): how soon the bench tapped.
    const at = (pick: (run: TapToCartRun) => number | null) => {
      const values = tap.runs.flatMap((run) => (pick(run) === null ? [] : [pick(run)!]));
      return values.length ? String(Math.round(spread(values).median)) : '—';
    };
    console.log(
      `${path}: first paint at ${at((r) => r.paintAtMs)} ms, tap at ${at((r) => r.tapAtMs)}, ` +
        `app hydrated at ${at((r) => r.hydratedAtMs)}, ready at ${at((r) => r.readyAtMs)}, ` +
        `cart count at ${at((r) => r.cartAtMs)} ` +
        `(medians, from the navigation)`,
    );
    const late = tap.runs.filter((r) => !r.tappedBeforeReady).length;
    const scrolled = tap.runs.filter((r) => r.scrolled).length;
    if (tap.lost) console.log(`note: ${path}: ${tap.lost} of ${tap.runs.length} taps were lost`);
    if (late)
      console.log(
        `note: ${path}: ${late} of ${tap.runs.length} taps came after the app was ready ` +
          `(their "app ready → cart count" is the app's own answer, not a replay)`,
      );
    if (scrolled) console.log(`note: ${path}: scrolled to the button in ${scrolled} run(s)`);
  }
  console.log('INP runs (Lighthouse user flow):');
  inp.runs.forEach((run, i) => {
    const { event, target, phases } = run.slowest;
    const parts = phases
      ? ` (input delay ${ms(phases.inputDelayMs)}, processing ${ms(phases.processingMs)}, ` +
        `presentation ${ms(phases.presentationMs)})`
      : '';
    console.log(
      `  ${i + 1}. ${ms(run.inpMs)}: ${event} on ${target ?? 'an unnamed element'}${parts}; ` +
        `benchmarkIndex ${Math.round(run.benchmarkIndex)}, CPU slowdown ` +
        `${run.cpuSlowdownMultiplier}×` +
        (run.calibratedIndex === null ? '' : ` (calibrated to ${Math.round(run.calibratedIndex)})`),
    );
  });
  const off = runsOffTheirCalibration(inp.runs);
  if (off.length)
    console.log(
      `note: ${off.length} of ${inp.runs.length} flows measured a benchmarkIndex more than 20% ` +
        `off the one their slowdown was calibrated to: those runs compare less well`,
    );
  for (const path of paths) {
    const target = LIGHTHOUSE_TARGETS[path];
    if (!target) continue;
    const tap = tapToCart.find((t) => t.path === path);
    const flow = inp.path === path ? inp : undefined;
    const readyToCart = tap?.readyToCartMs?.median;
    const missed = [
      target.readyToCartMs !== undefined &&
        tap &&
        (readyToCart === undefined || readyToCart > target.readyToCartMs) &&
        `app ready → cart count ≤ ${target.readyToCartMs} ms`,
      target.inpMs !== undefined &&
        flow &&
        flow.inpMs.median > target.inpMs &&
        `INP ≤ ${target.inpMs} ms`,
    ].filter(Boolean);
    console.log(
      missed.length
        ? `note: ${path} misses its interaction goal: ${missed.join(', ')} (reported, not a gate)`
        : `${path} meets its interaction goal`,
    );
  }
}
