import { HeadContent } from '@tanstack/react-router';
import { startTransition, useEffect, useState } from 'react';
import { yieldToMain } from '@/lib/yield-to-main';

/**
 * The head tags the HTML brings (index.html's title and description, and a built page's from
 * its routes' heads: src/prerender/head-markup.ts): they serve the first paint and whoever
 * reads the HTML without running it.
 */
const HTML_PAGE_HEAD = [
  'title',
  'meta[name="description"]',
  'meta[name^="twitter:"]',
  'meta[property^="og:"]',
  'meta[property^="product:"]',
  'link[rel="canonical"]',
  'script[type="application/ld+json"]',
]
  .map((selector) => `head > ${selector}`)
  .join(', ');

/** Documents whose HTML head tags are gone: only the first mount finds tags React did not render. */
const cleared = new WeakSet<Document>();

const removeHtmlPageHead = () => {
  if (cleared.has(document)) return true;
  cleared.add(document);
  for (const tag of document.querySelectorAll(HTML_PAGE_HEAD)) tag.remove();
  return true;
};

/**
 * The routes' heads (title, description, canonical, link previews, structured data), rendered
 * by the router's HeadContent once the page has hydrated (the root mounts this then). The
 * HTML's own copies go as it mounts, before React commits its own: React adds elements rather
 * than adopt those it did not render, and the document must have one title and one description.
 * Later mounts (StrictMode's second render, another app in the same document, as in the
 * tests) leave the head alone: its tags are React's own by then.
 */
function RouterHead() {
  useState(removeHtmlPageHead);
  return <HeadContent />;
}

/**
 * A built page's <head> already holds what the routes' heads said (src/prerender): the router
 * renders them from the hydrated page on, so the first render matches the built HTML. Mounted
 * by the root route in a task of its own after the page's first round of effects and at a
 * transition's priority: the head's render and effects were part of the longest task after
 * hydration on a phone, and the built head is right until then.
 */
export function RouterHeadOnceHydrated() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    let live = true;
    void yieldToMain().then(() => {
      if (live) startTransition(() => setMounted(true));
    });
    return () => {
      live = false;
    };
  }, []);
  return mounted ? <RouterHead /> : null;
}
