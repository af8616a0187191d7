import { useState, type ReactNode } from 'react';

/**
 * The element a part of a built page rendered first, kept, to be handed to React again while
 * the part must stay as built (its gate closed, its code not there yet). React leaves a part be
 * whose element is the very same object; given a new one whose props changed (the stored
 * session arriving, the list's answer asked again) it would hydrate the part at once, and,
 * unable to, give up the built HTML and show nothing until it could.
 */
export function useFirstElement(render: () => ReactNode): ReactNode {
  const [first] = useState(render);
  return first;
}
