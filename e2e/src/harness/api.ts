import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './start-server';

/** The session the web app keeps in local storage under `kickchips.session`. */
export type Token = { accessToken: string; refreshToken: string; tokenType: string };

export const PLAYER_PASSWORD = 'Player-Pass-1!';

/** Calls the server's API as the web app does and returns `data`; any status but 2xx throws with the body. */
export async function apiCall<T>(
  baseUrl: string,
  method: string,
  path: string,
  options: { body?: unknown; token?: Token } = {},
): Promise<T> {
  const { body, token } = options;
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(token
        ? { Authorization: `${token.tokenType} ${token.accessToken}`, 'X-Refresh-Token': token.refreshToken }
        : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (response.status === 204) return undefined as T;
  const json = (await response.json()) as { data: T };
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(json)}`);
  return json.data;
}

/** Registers a player named `name` (email `name@e2e.test`) and returns their session. */
export async function registerPlayer(baseUrl: string, name: string): Promise<Token> {
  const data = await apiCall<{ token: Token }>(baseUrl, 'POST', '/api/auth/register', {
    body: {
      name,
      email: `${name.toLowerCase()}@e2e.test`,
      password: PLAYER_PASSWORD,
      confirmPassword: PLAYER_PASSWORD,
      tos: true,
    },
  });
  return data.token;
}

/** Signs the seeded admin in and returns the session. */
export async function loginAdmin(baseUrl: string): Promise<Token> {
  const data = await apiCall<{ token: Token }>(baseUrl, 'POST', '/api/auth/login', {
    body: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
  });
  return data.token;
}

/**
 * A page in a browser context of its own, signed in by putting the session where the web app
 * keeps it. `isMobile` also turns on touch, as a phone has it.
 */
export async function openSignedIn(
  browser: Browser,
  baseUrl: string,
  token: Token,
  options: { viewport: { width: number; height: number }; isMobile?: boolean },
): Promise<{ context: BrowserContext; page: Page }> {
  const isMobile = options.isMobile ?? false;
  const context = await browser.newContext({ viewport: options.viewport, isMobile, hasTouch: isMobile });
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  await page.goto(`${baseUrl}/terms-of-service`);
  await page.evaluate((value) => localStorage.setItem('kickchips.session', value), JSON.stringify(token));
  return { context, page };
}
