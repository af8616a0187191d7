import type { MouseEvent } from 'react';
import { MAIN_CONTENT_ID } from '@/lib/page-identity/focus-page-start';
import classes from './skip-link.module.css';

/**
 * "Skip to content": the first thing Tab reaches on every page, so a keyboard user need not go
 * through the whole header. It moves the focus to the main region itself (rather than following
 * the #fragment, which would add a history entry for the router to handle).
 */
export function SkipLink({ label }: { label: string }) {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
  };
  return (
    <a href={`#${MAIN_CONTENT_ID}`} className={classes.skipLink} onClick={skip}>
      {label}
    </a>
  );
}
