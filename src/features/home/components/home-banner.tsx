import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { BANNER_SLIDES } from '../banner-slides';
import { BANNER_AUTOPLAY_MS } from './banner-timing';
import { BannerSlideContent } from './banner-slide-content';
import classes from './home-banner.module.css';
import { STOREFRONT_TEXTS } from '@/lib/storefront-texts';

const TEXTS = STOREFRONT_TEXTS.home;
const COUNT = BANNER_SLIDES.length;

/**
 * Whether the visitor asks for less motion, asked once: a new `matchMedia` on every turn of the
 * banner evaluated the query again, a few milliseconds every 4 s on a phone.
 */
let motionQuery: MediaQueryList | undefined;
const reducedMotion = () => (motionQuery ??= window.matchMedia('(prefers-reduced-motion: reduce)'));

/**
 * The home page's rotating banner: three slides, each with a Shop link to /products, turning
 * every 4 s, paused while the pointer is over it or a control has focus, so nobody has to chase
 * a moving link. The slides sit side by side in a row that scrolls with CSS scroll snapping: a
 * finger swipes them natively, and the controls, the dots and the autoplay scroll the row.
 *
 * Written here rather than with Mantine's Carousel (Embla): Embla measures and builds its engine
 * when it starts, a long task on a phone, and its code came after the page's load; this banner is part of the page's HTML from the start and starts
 * nothing but a timer (docs/decisions/0020).
 */
export function HomeBanner() {
  const viewport = useRef<HTMLDivElement>(null);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const [current, setCurrent] = useState(0);
  const [paused, setPaused] = useState({ pointer: false, focus: false });

  const show = (index: number, focusTab = false) => {
    const next = (index + COUNT) % COUNT;
    setCurrent(next);
    const row = viewport.current;
    if (row) {
      const still = reducedMotion().matches;
      row.scrollTo({ left: next * row.clientWidth, behavior: still ? 'instant' : 'smooth' });
    }
    if (focusTab) tabs.current[next]?.focus();
  };

  useEffect(() => {
    if (paused.pointer || paused.focus) return;
    const timer = window.setTimeout(() => show(current + 1), BANNER_AUTOPLAY_MS);
    return () => window.clearTimeout(timer);
  }, [current, paused]);

  // A swipe (or a focused link scrolled into view) says which slide is shown once the row comes
  // to rest: at `scrollend` where the browser has it (never midway through a smooth scroll),
  // else 150 ms after the last scroll.
  useEffect(() => {
    const row = viewport.current;
    if (!row) return;
    const settle = () => {
      if (row.clientWidth) setCurrent(Math.round(row.scrollLeft / row.clientWidth));
    };
    if ('onscrollend' in window) {
      row.addEventListener('scrollend', settle);
      return () => row.removeEventListener('scrollend', settle);
    }
    let quiet: number | undefined;
    const follow = () => {
      window.clearTimeout(quiet);
      quiet = window.setTimeout(settle, 150);
    };
    row.addEventListener('scroll', follow, { passive: true });
    return () => {
      row.removeEventListener('scroll', follow);
      window.clearTimeout(quiet);
    };
  }, []);

  const onTabKey = (event: KeyboardEvent, index: number) => {
    if (event.key === 'ArrowRight') show(index + 1, true);
    else if (event.key === 'ArrowLeft') show(index - 1, true);
    else return;
    event.preventDefault();
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label={TEXTS.featuredCollections}
      className={classes.root}
      onPointerEnter={() => setPaused((was) => ({ ...was, pointer: true }))}
      onPointerLeave={() => setPaused((was) => ({ ...was, pointer: false }))}
      onFocus={() => setPaused((was) => ({ ...was, focus: true }))}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget))
          setPaused((was) => ({ ...was, focus: false }));
      }}
    >
      <div ref={viewport} className={classes.viewport}>
        {BANNER_SLIDES.map((slide, index) => (
          <div
            key={slide.title}
            role="group"
            aria-roledescription="slide"
            aria-label={TEXTS.slideOf(index + 1, COUNT, slide.title)}
            className={classes.slot}
          >
            <BannerSlideContent slide={slide} />
          </div>
        ))}
      </div>
      <Control side="previous" label={TEXTS.previousSlide} onClick={() => show(current - 1)} />
      <Control side="next" label={TEXTS.nextSlide} onClick={() => show(current + 1)} />
      <div role="tablist" aria-label={TEXTS.featuredCollections} className={classes.indicators}>
        {BANNER_SLIDES.map((slide, index) => (
          <button
            key={slide.title}
            ref={(tab) => {
              tabs.current[index] = tab;
            }}
            type="button"
            role="tab"
            aria-label={TEXTS.showSlide(index + 1)}
            aria-selected={index === current}
            tabIndex={index === current ? 0 : -1}
            data-active={index === current || undefined}
            className={classes.indicator}
            onClick={() => show(index)}
            onKeyDown={(event) => onTabKey(event, index)}
          />
        ))}
      </div>
    </section>
  );
}

/** A round button at the banner's side, with a chevron (the next one's turned round in CSS). */
function Control({
  side,
  label,
  onClick,
}: {
  side: 'previous' | 'next';
  label: string;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      className={classes.control}
      data-side={side}
      aria-label={label}
      onClick={onClick}
    >
      <svg viewBox="0 0 15 15" width="16" height="16" aria-hidden="true">
        <path
          d="M8.8 3.2 4.5 7.5l4.3 4.3"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
