import { describe, expect, it } from 'vitest';
import { summariseTaps, tapFigures, type TapToCartRun } from '../../scripts/bench/tap-to-cart';

describe("the bench's tap to cart figures", () => {
  it('times a tap made before the app was ready from the tap, the hydration and the readiness', () => {
    expect(
      tapFigures({ paintAt: 400, tapAt: 560, hydratedAt: 1000, readyAt: 1096.4, cartAt: 1578.5 }),
    ).toEqual({
      tapToCartMs: 1018.5,
      readyToCartMs: 482.1,
      hydratedToCartMs: 578.5,
      tappedBeforeReady: true,
    });
  });

  it('says so, below zero, when the kept tap was carried out before the app called itself ready', () => {
    expect(
      tapFigures({ paintAt: 400, tapAt: 560, hydratedAt: 1000, readyAt: 1400, cartAt: 1300 }),
    ).toMatchObject({ readyToCartMs: -100, hydratedToCartMs: 300 });
  });

  it("times a tap made after the app was ready from the tap only (the app's own answer)", () => {
    expect(
      tapFigures({
        paintAt: 400,
        tapAt: 1229.9,
        hydratedAt: 1100,
        readyAt: 1225.9,
        cartAt: 1870.4,
      }),
    ).toEqual({
      tapToCartMs: 640.5,
      readyToCartMs: 640.5,
      hydratedToCartMs: 640.5,
      tappedBeforeReady: false,
    });
  });

  it('has no figures for a tap that was lost', () => {
    expect(
      tapFigures({ paintAt: 400, tapAt: 500, hydratedAt: 800, readyAt: 900, cartAt: null }),
    ).toEqual({
      tapToCartMs: null,
      readyToCartMs: null,
      hydratedToCartMs: null,
      tappedBeforeReady: true,
    });
  });

  const run = (tapToCartMs: number | null, readyToCartMs: number | null): TapToCartRun => ({
    paintAtMs: 400,
    tapAtMs: 500,
    hydratedAtMs: 800,
    readyAtMs: 900,
    cartAtMs: tapToCartMs === null ? null : 500 + tapToCartMs,
    tapToCartMs,
    readyToCartMs,
    hydratedToCartMs: readyToCartMs === null ? null : readyToCartMs + 100,
    tappedBeforeReady: true,
    scrolled: false,
    cpuSlowdown: 4,
    calibratedIndex: 1530,
  });

  it("takes each figure's median and range over the taps carried out, and counts the lost", () => {
    const figures = summariseTaps('/', [run(900, 400), run(null, null), run(700, 300)]);
    expect(figures.tapToCartMs).toEqual({ median: 800, min: 700, max: 900 });
    expect(figures.readyToCartMs).toEqual({ median: 350, min: 300, max: 400 });
    expect(figures.lost).toBe(1);
    expect(figures.runs).toHaveLength(3);
  });

  it('has no median when every tap was lost', () => {
    const figures = summariseTaps('/', [run(null, null)]);
    expect(figures.tapToCartMs).toBeNull();
    expect(figures.lost).toBe(1);
  });
});
