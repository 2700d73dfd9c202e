import { useCallback, useState } from 'react';

const read = (key: string): string | null => {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
};

/**
 * A text choice kept in this tab's sessionStorage under `key`, so it survives a screen that
 * unmounts and mounts again (and a reload), but not the tab. Storage refused: kept in memory only.
 */
export function useSessionState(key: string): [string | null, (value: string) => void] {
  const [value, setValue] = useState(() => read(key));
  const update = useCallback(
    (next: string) => {
      setValue(next);
      try {
        window.sessionStorage.setItem(key, next);
      } catch {
        // Private mode or a full quota: the choice lives until the screen unmounts.
      }
    },
    [key],
  );
  return [value, update];
}
