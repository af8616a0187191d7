import { useRouterState } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { focusPageStart } from '@/lib/page-identity/focus-page-start';
import { backOfficeLang } from '@/lib/page-identity/back-office-lang';
import { titleFromMatches, type Area } from '@/lib/page-identity/page-title';
import classes from './page-identity.module.css';

/** How long the announcement waits for a settled title to refine itself (a live count, a name). */
const ANNOUNCE_DELAY_MS = 150;

/**
 * What the router has no mechanism for in telling the browser and assistive technology which
 * page this is (the title, description and the rest of the head are the routes' `head`,
 * rendered by the router's HeadContent in the root route):
 * - `<html lang>`: English in the storefront, the administrator's language (Chinese by default)
 *   in the back office;
 * - after a client-side navigation to another path: the focus on the new page's main heading
 *   (see focusPageStart) and its title read out through a polite live region. The first load
 *   is left alone: the browser already announces a loaded page, and Tab starts at the skip link.
 */
export function PageIdentity({ area }: { area: Area }) {
  const adminLang = backOfficeLang.use();
  const lang = area === 'backOffice' ? adminLang : 'en';

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

/**
 * Focuses the new page after each navigation to another path; returns what to announce: the
 * title the routes' heads give once the router has settled (what HeadContent renders; a back
 * office page's head loads its texts first), after a short pause for a title that refines
 * itself (the cart's count).
 */
function useArrivalFocus() {
  const path = useRouterState({ select: (state) => state.resolvedLocation?.pathname });
  const title = useRouterState({
    select: (state) => (state.status === 'idle' ? titleFromMatches(state.matches) : undefined),
  });
  const previous = useRef<string | undefined>(undefined);
  const arriving = useRef(false);
  const [announcement, setAnnouncement] = useState<{ text: string; key: number }>();

  useEffect(() => {
    if (path === undefined) return;
    const before = previous.current;
    previous.current = path;
    if (before === undefined || before === path) return;
    arriving.current = true;
    const frame = requestAnimationFrame(() => focusPageStart());
    return () => cancelAnimationFrame(frame);
  }, [path]);

  useEffect(() => {
    if (!arriving.current || !title) return;
    const timer = setTimeout(() => {
      arriving.current = false;
      setAnnouncement((old) => ({ text: title, key: (old?.key ?? 0) + 1 }));
    }, ANNOUNCE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [path, title]);

  return announcement;
}
