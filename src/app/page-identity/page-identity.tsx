import { useRouterState } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { focusPageStart } from '../../lib/page-identity/focus-page-start';
import { useLiveTitle } from '../../lib/page-identity/live-title';
import { backOfficeLang } from '../../lib/page-identity/back-office-lang';
import {
  descriptionFromMatches,
  storefrontTitle,
  titleFromMatches,
  type Area,
} from '../../lib/page-identity/page-title';
import classes from './page-identity.module.css';

/** How long the announcement waits for the new page to settle its title (a live count, a name). */
const ANNOUNCE_DELAY_MS = 150;

function setDescription(content: string) {
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.append(meta);
  }
  meta.content = content;
}

/**
 * Tells the browser and assistive technology which page this is. In the place of the router's
 * HeadContent (which renders the same route `head` data as tags), because a page's title can
 * also change without a navigation (usePageTitle):
 * - the document's title: the page's live title, else the deepest route's `head` title;
 * - the meta description of the deepest route that has one;
 * - `<html lang>`: English in the storefront, the administrator's language (Chinese by default)
 *   in the back office;
 * - after a client-side navigation to another path: the focus on the new page's main heading
 *   (see focusPageStart) and its title read out through a polite live region. The first load
 *   is left alone: the browser already announces a loaded page, and Tab starts at the skip link.
 */
export function PageIdentity({ area }: { area: Area }) {
  const routeTitle = useRouterState({ select: (state) => titleFromMatches(state.matches) });
  const description = useRouterState({
    select: (state) => descriptionFromMatches(state.matches),
  });
  const liveTitle = useLiveTitle();
  // Every route has a title (the root's is the shop's name): the fallback is for a broken head.
  const title = liveTitle ?? routeTitle ?? storefrontTitle();
  const adminLang = backOfficeLang.use();
  const lang = area === 'backOffice' ? adminLang : 'en';

  useEffect(() => {
    document.title = title;
  }, [title]);
  useEffect(() => setDescription(description), [description]);
  useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);

  const announcement = useArrivalFocus();
  return (
    <div className={classes.announcer} aria-live="polite" aria-atomic="true" data-page-announcer>
      {/* A new node each time, so the same title twice in a row is read out again. */}
      {announcement && <p key={announcement.key}>{announcement.text}</p>}
    </div>
  );
}

/** Focuses the new page after each navigation to another path; returns what to announce. */
function useArrivalFocus() {
  const path = useRouterState({ select: (state) => state.resolvedLocation?.pathname });
  const previous = useRef<string | undefined>(undefined);
  const [announcement, setAnnouncement] = useState<{ text: string; key: number }>();

  useEffect(() => {
    if (path === undefined) return;
    const before = previous.current;
    previous.current = path;
    if (before === undefined || before === path) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      focusPageStart();
      timer = setTimeout(
        () => setAnnouncement((old) => ({ text: document.title, key: (old?.key ?? 0) + 1 })),
        ANNOUNCE_DELAY_MS,
      );
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [path]);

  return announcement;
}
