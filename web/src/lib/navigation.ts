type Navigate = (path: string) => void;

let navigate: Navigate = (path) => window.location.assign(path);

/** Lets the router take over navigation from the API client (no full reload). */
export function setNavigator(fn: Navigate): void {
  navigate = fn;
}

export function navigateTo(path: string): void {
  navigate(path);
}
