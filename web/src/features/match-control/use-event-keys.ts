import type { TeamSide } from '@kickchips/core';
import { useEffect } from 'react';

/** Digits 1 to 9 stand for the first nine event types of the match. */
export const EVENT_KEY_COUNT = 9;

/** What the buttons show: '1' for the home team, '⇧1' (Shift with the digit) for the away team. */
export const eventKeyLabel = (index: number, team: TeamSide) => `${team === 'away' ? '⇧' : ''}${index + 1}`;

/** The same key as aria-keyshortcuts writes it: '1' and 'Shift+1'. */
export const eventKeyShortcut = (index: number, team: TeamSide) =>
  `${team === 'away' ? 'Shift+' : ''}${index + 1}`;

const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/**
 * The digit key's index (0 to 8) by its place on the keyboard (event.code Digit1 to Digit9): Shift
 * with a digit gives '!' or '"' as its key on most layouts, and a digit itself on some.
 */
const digitIndex = (code: string) => {
  const match = /^Digit([1-9])$/.exec(code);
  return match ? Number(match[1]) - 1 : -1;
};

/**
 * Calls `onKey` with the index (0 to 8) of a digit key pressed anywhere on the page and the team it
 * stands for (the home team, or with Shift the away team), except while typing in a field, with
 * another modifier held, or while a dialog is open.
 */
export function useEventKeys(onKey: (index: number, team: TeamSide) => void, enabled: boolean) {
  useEffect(() => {
    if (!enabled) return;
    const listener = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || event.repeat || typing(event.target)) return;
      if (document.querySelector('[role="alertdialog"], [role="dialog"]')) return;
      const index = digitIndex(event.code);
      if (index < 0) return;
      event.preventDefault();
      onKey(index, event.shiftKey ? 'away' : 'home');
    };
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, [onKey, enabled]);
}
