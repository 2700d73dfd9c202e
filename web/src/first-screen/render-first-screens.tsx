import { renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router';
import { AppProviders, makeQueryClient } from '../app/app';
import { appRoutes } from '../app/router';
import { paths } from '../lib/paths';
import { writeSessionToken } from '../lib/session-token';
import { FIRST_SCREENS, type FirstScreen } from './first-screen-at';

/** What a stored session looks like to the first screen; the prerender never calls the API. */
const STORED_SESSION = { accessToken: 'first-screen', refreshToken: '', tokenType: 'Bearer' };

/** A local storage of this render's own, empty at first. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
}

/** The app's first render of the home route, as the browser draws it for `screen`. */
function renderFirstScreen(screen: FirstScreen): string {
  const own = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');
  Object.defineProperty(globalThis, 'localStorage', { value: memoryStorage(), configurable: true });
  try {
    if (screen === 'player') writeSessionToken(STORED_SESSION);
    const router = createMemoryRouter(appRoutes, { initialEntries: [paths.home] });
    return renderToString(<AppProviders queryClient={makeQueryClient()} router={router} />, {
      identifierPrefix: `first-${screen}-`,
    });
  } finally {
    if (own) Object.defineProperty(globalThis, 'localStorage', own);
    else Reflect.deleteProperty(globalThis, 'localStorage');
  }
}

/**
 * The markup index.html carries inside #root: every first screen, each hidden until the script in
 * <head> names it (styles/index.css). The app's first render replaces them all.
 */
export function renderFirstScreens(): string {
  return FIRST_SCREENS.map(
    (screen) => `<div data-first-screen-of="${screen}">${renderFirstScreen(screen)}</div>`,
  ).join('');
}
