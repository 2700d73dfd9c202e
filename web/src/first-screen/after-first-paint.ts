import { whenDocumentRead } from './when-document-read';

/** Longest wait for the first paint; a page that has not painted by then starts the app anyway. */
const PAINT_WAIT_MS = 3000;

/**
 * Calls `callback` once the page has drawn its first content (the browser's first-contentful-paint
 * entry), so the first screen is not held up by downloading the app. Where the browser does not
 * report paints, or paints nothing (a hidden tab), it is called when the document has been read.
 */
export function afterFirstPaint(callback: () => void): void {
  let called = false;
  const once = () => {
    if (called) return;
    called = true;
    callback();
  };
  const whenRead = () => whenDocumentRead(once);
  const reportsPaints = globalThis.PerformanceObserver?.supportedEntryTypes?.includes('paint') ?? false;
  if (!reportsPaints || document.visibilityState !== 'visible') {
    whenRead();
    return;
  }
  const observer = new PerformanceObserver((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    once();
  });
  observer.observe({ type: 'paint', buffered: true });
  document.addEventListener('visibilitychange', whenRead, { once: true });
  setTimeout(whenRead, PAINT_WAIT_MS);
}
