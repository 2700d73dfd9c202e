import { useEffect } from 'react';

/** Keys 1 to 9 stand for the first nine event types of the match. */
export const EVENT_KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9'] as const;

const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/**
 * Calls `onKey` with the index (0 to 8) of a digit key pressed anywhere on the page, except while
 * typing in a field, with a modifier held, or while a dialog is open.
 */
export function useEventKeys(onKey: (index: number) => void, enabled: boolean) {
  useEffect(() => {
    if (!enabled) return;
    const listener = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || event.repeat || typing(event.target)) return;
      if (document.querySelector('[role="alertdialog"], [role="dialog"]')) return;
      const index = EVENT_KEYS.indexOf(event.key as (typeof EVENT_KEYS)[number]);
      if (index < 0) return;
      event.preventDefault();
      onKey(index);
    };
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, [onKey, enabled]);
}
