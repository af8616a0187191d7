/**
 * Starts a page's requests from its loader and waits for their answers only where the page is
 * rendered ahead of time (the build's render sets `waitForData` in the router's context:
 * src/prerender/render-page.tsx), so the built HTML holds the data. A browser navigation is
 * never held back: the page shows its own loading state while the answers arrive. Pass
 * promises that do not reject (`queryClient.prefetchQuery`): a failed answer is the page's to
 * show, and the build checks what arrived.
 */
export async function loadPageData(
  waitForData: boolean | undefined,
  requests: readonly Promise<unknown>[],
): Promise<void> {
  if (waitForData) await Promise.all(requests);
}
