type Navigate = (path: string) => void;

let navigate: Navigate = (path) => window.location.assign(path);

/** Lets the router take over navigation from the API client (no full reload). */
export function setNavigator(fn: Navigate): void {
  navigate = fn;
}

export function navigateTo(path: string): void {
  navigate(path);
}

/** The page on show, as a path of the app. */
export const pagePath = () => `${window.location.pathname}${window.location.search}`;

let currentPath = pagePath;

/**
 * Lets the app say where signing in again should bring a player back to (the lobby they were in,
 * which the path alone does not name); the page's path by default.
 */
export function setReturnPath(fn: () => string): void {
  currentPath = fn;
}

export function returnPath(): string {
  return currentPath();
}
