import { File as NodeFile } from 'node:buffer';

// What jsdom lacks and Mantine needs (the Mantine vite template's test setup does the same).
const { getComputedStyle: computedStyle } = window;
window.getComputedStyle = (element: Element) => computedStyle(element);
window.HTMLElement.prototype.scrollIntoView = () => {};
// The home banner turns its slides by scrolling its row after 4 s: a test of the home page that
// runs that long (a slow machine) met jsdom's missing Element.scrollTo as an uncaught error.
window.HTMLElement.prototype.scrollTo = () => {};
window.scrollTo = () => {};

Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub as unknown as typeof window.ResizeObserver;

class IntersectionObserverStub {
  readonly root = null;
  readonly rootMargin = '';
  readonly thresholds = [];
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
window.IntersectionObserver =
  IntersectionObserverStub as unknown as typeof window.IntersectionObserver;

// jsdom's File and FormData are not the ones Node's fetch knows: a multipart body built from
// them reaches the mock server without the file's bytes (the upload handler reads "undefined").
// Node's own, which a browser's fetch would see as the real thing, take their place.
const nodeFormData = (await new Response(new URLSearchParams('x=1')).formData()).constructor;
Object.assign(globalThis, { File: NodeFile, FormData: nodeFormData });
