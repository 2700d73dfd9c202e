export type Theme = 'light' | 'dark';

const KEY = 'kickchips.theme';
const DARK_QUERY = '(prefers-color-scheme: dark)';
const listeners = new Set<() => void>();

function storedTheme(): Theme | null {
  try {
    const value = localStorage.getItem(KEY);
    return value === 'light' || value === 'dark' ? value : null;
  } catch {
    return null;
  }
}

function systemTheme(): Theme {
  return typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches ? 'dark' : 'light';
}

/** The player's own choice if they made one, else what the device prefers. */
export function currentTheme(): Theme {
  return storedTheme() ?? systemTheme();
}

function applyTheme(theme: Theme): void {
  document.documentElement.classList.toggle('dark', theme === 'dark');
}

/** Puts the page in the theme in use now. */
export function applyCurrentTheme(): void {
  applyTheme(currentTheme());
}

function refresh(): void {
  applyCurrentTheme();
  for (const listener of listeners) listener();
}

/** Stores the player's choice, so it outlives the session and wins over the device setting. */
export function setTheme(theme: Theme): void {
  try {
    localStorage.setItem(KEY, theme);
  } catch {
    // private mode without storage: the choice still applies to this page
    applyTheme(theme);
  }
  refresh();
}

export function subscribeTheme(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Applies the theme before the first render and keeps it in step with the device setting (while
 * no choice is stored) and with choices made in other tabs.
 */
export function initTheme(): void {
  applyCurrentTheme();
  if (typeof window.matchMedia === 'function') {
    window.matchMedia(DARK_QUERY).addEventListener('change', refresh);
  }
  window.addEventListener('storage', (event) => {
    if (event.key === KEY) refresh();
  });
}
