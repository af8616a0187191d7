import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { BANNER_SLIDES } from '../banner-slides';
import { BANNER_AUTOPLAY_MS } from './banner-timing';
import { BannerSlideContent } from './banner-slide-content';
import classes from './home-banner.module.css';
import { STOREFRONT_TEXTS } from '@/lib/storefront-texts';

const TEXTS = STOREFRONT_TEXTS.home;
const COUNT = BANNER_SLIDES.length;

/** A swipe is a horizontal move of a finger (or pen) longer than this, in CSS pixels. */
const SWIPE_PX = 40;

/**
 * The home page's rotating banner: three slides, each with a Shop link to /products, turning
 * every 4 s, paused while the pointer is over it or a control has focus, so nobody has to chase
 * a moving link. The slides sit side by side in a track that a CSS transform slides along; a
 * finger swipes them, and the controls, the dots and the autoplay set the slide shown; a slide's
 * link that gets the keyboard's focus brings its slide in.
 *
 * A turn is a React state change and a transform, which the compositor animates: the main thread
 * renders the dots and restyles the track, and no scroll event fires. Scrolling a snapping row
 * instead (the banner's earlier form) added a smooth `scrollTo` and a scroll event in every frame
 * of the turn (docs/speed-history.md, nineteenth pass).
 *
 * Written here rather than with Mantine's Carousel (Embla): Embla measures and builds its engine
 * when it starts, a long task on a phone, and its code came after the page's load; this banner is
 * part of the page's HTML from the start and starts nothing but a timer (docs/decisions/0020).
 */
export function HomeBanner() {
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const swipeFrom = useRef<{ x: number; y: number } | null>(null);
  const [current, setCurrent] = useState(0);
  const [paused, setPaused] = useState({ pointer: false, focus: false });

  const show = (index: number, focusTab = false) => {
    const next = (index + COUNT) % COUNT;
    setCurrent(next);
    if (focusTab) tabs.current[next]?.focus();
  };

  useEffect(() => {
    if (paused.pointer || paused.focus) return;
    const timer = window.setTimeout(() => show(current + 1), BANNER_AUTOPLAY_MS);
    return () => window.clearTimeout(timer);
  }, [current, paused]);

  const onPointerDown = (event: PointerEvent) => {
    swipeFrom.current =
      event.pointerType === 'mouse' ? null : { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent) => {
    const from = swipeFrom.current;
    swipeFrom.current = null;
    if (!from) return;
    const dx = event.clientX - from.x;
    if (Math.abs(dx) < SWIPE_PX || Math.abs(dx) < Math.abs(event.clientY - from.y)) return;
    show(dx < 0 ? current + 1 : current - 1);
  };

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
      <div
        className={classes.viewport}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipeFrom.current = null)}
      >
        <div className={classes.track} style={{ transform: `translateX(${current * -100}%)` }}>
          {BANNER_SLIDES.map((slide, index) => (
            <div
              key={slide.title}
              role="group"
              aria-roledescription="slide"
              aria-label={TEXTS.slideOf(index + 1, COUNT, slide.title)}
              className={classes.slot}
              onFocus={() => show(index)}
            >
              <BannerSlideContent slide={slide} />
            </div>
          ))}
        </div>
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
