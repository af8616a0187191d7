import { Box } from '@mantine/core';
import { lazy, Suspense, useEffect, useState } from 'react';
import { BANNER_SLIDES } from '../banner-slides';
import { BannerSlideContent } from './banner-slide-content';
import classes from './home-banner.module.css';

// The carousel (Mantine's Carousel on Embla, with autoplay) is about 12 KB gzip: the home page
// paints the first slide as plain markup, and the carousel takes over once the page has loaded
// and the browser is idle, well before the first turn at 4 s, or at once when someone reaches
// for the banner. The first slide looks the same either way, so nothing moves when it swaps.
const BannerCarousel = lazy(() => import('./banner-carousel'));

/** Resolves after the page's load event, when the browser has a quiet moment. */
function whenPageIsIdle(run: () => void): () => void {
  let cancelled = false;
  let idle: number | undefined;
  const schedule = () => {
    if (cancelled) return;
    idle =
      typeof window.requestIdleCallback === 'function'
        ? window.requestIdleCallback(run, { timeout: 2000 })
        : window.setTimeout(run, 200);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', schedule);
    if (idle === undefined) return;
    if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idle);
    else window.clearTimeout(idle);
  };
}

/** The home page's banner: three slides, each with a Shop link to /products. */
export function HomeBanner() {
  const [carousel, setCarousel] = useState(false);
  useEffect(() => whenPageIsIdle(() => setCarousel(true)), []);

  const firstSlide = (
    <Box className={classes.root}>
      <BannerSlideContent slide={BANNER_SLIDES[0]!} />
    </Box>
  );
  if (!carousel)
    return (
      <Box
        onPointerEnter={() => setCarousel(true)}
        onFocusCapture={() => setCarousel(true)}
        onTouchStart={() => setCarousel(true)}
      >
        {firstSlide}
      </Box>
    );
  return (
    <Suspense fallback={firstSlide}>
      <BannerCarousel />
    </Suspense>
  );
}
