/** Calls `callback` once the parser has read the whole document (at once if it already has). */
export function whenDocumentRead(callback: () => void, doc: Document = document): void {
  if (doc.readyState === 'loading')
    doc.addEventListener('DOMContentLoaded', () => callback(), { once: true });
  else callback();
}
