import { type KeyboardEvent, useCallback, useEffect, useRef } from 'react';

/** How long a menu's type-ahead remembers the letters typed (spec 9: 350 ms). */
export const MENU_TYPEAHEAD_MS = 350;

/**
 * The item a type-ahead search lands on: the next one after the current whose text starts with the
 * search, wrapping around; a letter typed again and again steps through the items it starts.
 * -1 when none matches (focus stays where it is).
 */
export function typeaheadMatch(texts: readonly string[], search: string, current: number): number {
  const repeated = search.length > 1 && [...search].every((char) => char === search[0]);
  const wanted = (repeated ? search[0]! : search).toLowerCase();
  const from = wanted.length === 1 ? current + 1 : Math.max(current, 0);
  for (let step = 0; step < texts.length; step++) {
    const index = (from + step) % texts.length;
    if (texts[index]!.toLowerCase().startsWith(wanted)) return index;
  }
  return -1;
}

/**
 * A menu's type-ahead with the spec's 350 ms memory, for the menu's content as onKeyDownCapture:
 * Radix's own keeps letters for a second, so the menu takes the letter keys first. A space while
 * letters are remembered is part of the search, not a choice.
 */
export function useMenuTypeahead() {
  const search = useRef('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback((event: KeyboardEvent<HTMLElement>) => {
    const letter = event.key.length === 1 && !event.ctrlKey && !event.altKey && !event.metaKey;
    if (!letter || (event.key === ' ' && search.current === '')) return;
    event.preventDefault();
    event.stopPropagation();
    search.current += event.key;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      search.current = '';
    }, MENU_TYPEAHEAD_MS);
    const items = [
      ...event.currentTarget.querySelectorAll<HTMLElement>('[role="menuitem"]:not([data-disabled])'),
    ];
    const current = items.indexOf(document.activeElement as HTMLElement);
    const next = typeaheadMatch(
      items.map((item) => item.textContent?.trim() ?? ''),
      search.current,
      current,
    );
    if (next >= 0) items[next]!.focus();
  }, []);
}
