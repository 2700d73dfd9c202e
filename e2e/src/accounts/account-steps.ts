import type { Page } from 'playwright-core';
import { label } from './label';

export type Account = { name: string; email: string; password: string };

/** Fills /register and submits; the app signs the new account in and goes home. */
export async function registerAccount(page: Page, baseUrl: string, account: Account): Promise<void> {
  await page.goto(`${baseUrl}/register`);
  await page.getByLabel(label('Name')).fill(account.name);
  await page.getByLabel(label('Email')).fill(account.email);
  await page.getByLabel(label('Password')).fill(account.password);
  await page.getByLabel(label('Confirm password')).fill(account.password);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.waitForURL(`${baseUrl}/`);
  await page.getByRole('button', { name: 'Account menu' }).waitFor();
}

/** Signs in through /login and waits for the header's avatar. */
export async function signIn(page: Page, baseUrl: string, email: string, password: string): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel(label('Email')).fill(email);
  await page.getByLabel(label('Password')).fill(password);
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.waitForURL(`${baseUrl}/`);
  await page.getByRole('button', { name: 'Account menu' }).waitFor();
}

/** Logs out through the avatar menu and waits for the visitor header. */
export async function signOut(page: Page, baseUrl: string): Promise<void> {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.waitForURL(`${baseUrl}/`);
  await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Login' }).waitFor();
}
