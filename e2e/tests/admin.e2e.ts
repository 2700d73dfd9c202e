import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../src/accounts/account-steps';
import { tinyPng } from '../src/admin/tiny-png';
import { expectNoSeriousA11yViolations } from '../src/harness/a11y';
import { launchBrowser, screenshot, viewports } from '../src/harness/browser';
import { sidewaysOverflow } from '../src/harness/page-checks';
import { ADMIN_EMAIL, ADMIN_PASSWORD, type RunningServer, startServer } from '../src/harness/start-server';

const ADMIN_SCREENS = [
  ['users', '/admin'],
  ['landing-page', '/admin/landing-page'],
  ['avatars', '/admin/avatars'],
  ['matches', '/admin/matches'],
  ['event-types', '/admin/event-types'],
  ['visual-editor', '/admin/visual-editor'],
] as const;

describe('admin area', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  const errors: string[] = [];
  let matchId = '';
  const url = (path: string) => `${server.url}${path}`;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: viewports.desktop, acceptDownloads: true });
    page.setDefaultTimeout(10_000);
    page.on('pageerror', (err) => errors.push(err.message));
    await signIn(page, server.url, ADMIN_EMAIL, ADMIN_PASSWORD);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('creates a match with two halves, five rounds each and odds for three event types', async () => {
    await page.goto(url('/admin/matches'));
    await page.getByRole('link', { name: 'Add Match' }).click();
    await page.waitForURL(/\/admin\/manage-match\/[0-9a-f-]{36}$/);
    await page.getByLabel('Home Team').fill('Rovers');
    await page.getByLabel('Away Team').fill('United');
    await page.getByRole('button', { name: 'Save Match' }).click();
    await page.getByText('Match details saved successfully!').waitFor();
    // the spec's drafts are for a match priced by hand
    await page.getByRole('switch', { name: 'Price automatically' }).click();
    await page.getByText('Automatic pricing is off: your prices alone apply').waitFor();

    const halfs = page.getByRole('region', { name: 'Match Halfs' });
    await halfs.getByRole('button', { name: 'Half 1', exact: true }).waitFor();
    if ((await halfs.getByRole('button', { name: 'Half 2', exact: true }).count()) === 0) {
      await halfs.getByRole('button', { name: 'Add Half' }).click();
      await halfs.getByRole('button', { name: 'Half 2', exact: true }).waitFor();
    }
    const roundsForm = page.getByRole('form', { name: 'Add Round' });
    const rounds = page.getByRole('region', { name: 'Match Rounds' });
    for (const halfName of ['Half 1', 'Half 2']) {
      await halfs.getByRole('button', { name: halfName, exact: true }).click();
      await rounds.getByText(halfName, { exact: true }).waitFor();
      for (let n = 1; n <= 5; n++) {
        await roundsForm.getByRole('button', { name: 'Add Round' }).click();
        await expect.poll(() => rounds.getByRole('row').count()).toBe(n + 1);
      }
      expect(await rounds.getByText(/gap|don't start/).count()).toBe(0);
    }
    await expect.poll(() => halfs.getByRole('row').nth(1).locator('td').nth(4).textContent()).toBe('5');
    await screenshot(page, 'admin-manage-match-desktop');
    await expectNoSeriousA11yViolations(page, 'admin-manage-match-desktop');

    const odds = page.getByRole('region', { name: 'Match Odds' });
    for (const type of ['Goal', 'Corner', 'Penalty']) {
      await odds.getByRole('button', { name: type, exact: true }).click();
      await odds.getByRole('group', { name: `${type} odds` }).waitFor();
    }
    const goal = odds.getByRole('group', { name: 'Goal odds' });
    await goal.getByRole('button', { name: 'Add Over Odd' }).click();
    await expect.poll(() => goal.getByLabel('Goal Over threshold').count()).toBe(3);
    await expect.poll(() => goal.getByLabel('Goal Over threshold').nth(2).inputValue()).toBe('2.5');

    matchId = page.url().split('/').at(-1) as string;
    await expect
      .poll(async () => {
        const detail = await page.evaluate(async (id) => {
          const token = JSON.parse(localStorage.getItem('kickchips.session') ?? 'null');
          const response = await fetch(`/api/admin/match/${id}`, {
            headers: token
              ? { Authorization: `Bearer ${token.accessToken}`, 'X-Refresh-Token': token.refreshToken }
              : {},
          });
          return response.ok ? ((await response.json()).data.odds as { eventType: string }[]) : [];
        }, matchId);
        return [...new Set(detail.map((odd) => odd.eventType))].sort();
      })
      .toEqual(['Corner', 'Goal', 'Penalty']);
    await screenshot(page, 'admin-manage-match-odds-desktop');
    await expectNoSeriousA11yViolations(page, 'admin-manage-match-odds-desktop');

    // the matches list tells matches of the same teams apart by kick-off and short id
    await page.goto(url('/admin/matches'));
    const row = page.getByRole('row').filter({ hasText: `#${matchId.slice(-4)}` });
    await row.getByRole('cell', { name: 'No kick-off set' }).waitFor();
    await row.getByRole('link', { name: `Edit Rovers v United #${matchId.slice(-4)}` }).waitFor();
  });

  it('uploads an avatar', async () => {
    await page.goto(url('/admin/avatars'));
    await page.getByRole('link', { name: 'Add Avatar' }).click();
    await page.getByLabel('Avatar Name').fill('Golden Boot');
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'boot.png', mimeType: 'image/png', buffer: tinyPng() });
    await page.locator('img').first().waitFor();
    await expectNoSeriousA11yViolations(page, 'admin-avatar-form-desktop');
    await page.getByRole('button', { name: 'Save Avatar' }).click();
    await page.waitForURL(url('/admin/avatars'));
    await page.getByRole('cell', { name: 'Golden Boot', exact: true }).waitFor();
  });

  it('exports the users as CSV', async () => {
    await page.goto(url('/admin'));
    await page.getByRole('cell', { name: ADMIN_EMAIL, exact: true }).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export' }).click(),
    ]);
    const csv = await readFile(await download.path(), 'utf8');
    const [header = '', ...rows] = csv.replace(/^\uFEFF/, '').split(/\r?\n/);
    expect(header.replaceAll('"', '')).toBe('name,email,role,createdAt,updatedAt,lastLoginAt');
    // dates as yyyy-MM-dd HH:mm:ss (spec 9), never the API's ISO text
    const admin = rows.find((row) => row.includes(ADMIN_EMAIL)) ?? '';
    expect(admin).toMatch(/,"\d{4}-\d\d-\d\d \d\d:\d\d:\d\d",/);
    expect(csv).not.toMatch(/\d{4}-\d\d-\d\dT\d\d:/);
  });

  it('edits the landing text and shows it on the landing page', async () => {
    const text = 'Bet chips, not money, on every corner.';
    await page.goto(url('/admin/landing-page'));
    await page.getByLabel('Welcome Text').fill(text);
    await page.getByRole('button', { name: 'Save Welcome Text' }).click();
    await page.getByText('Saved').first().waitFor();
    await page.goto(url('/'));
    // a signed-in home opens on JOIN GAME; the welcome text is in the lounge
    await page.getByRole('tab', { name: 'PLAYERS LOUNGE' }).click();
    await page.getByText(text).first().waitFor();
  });

  for (const [size, viewport] of Object.entries(viewports)) {
    it(`screens look right at ${size} size`, async () => {
      await page.setViewportSize(viewport);
      for (const [name, path] of [
        ...ADMIN_SCREENS,
        ['manage-match', `/admin/manage-match/${matchId}`] as const,
      ]) {
        await page.goto(url(path));
        await page
          .getByRole('navigation', { name: 'Admin' })
          .or(page.getByRole('button', { name: 'Menu' }))
          .first()
          .waitFor();
        await page.waitForLoadState('networkidle');
        const overflow = await sidewaysOverflow(page);
        await screenshot(page, `admin-${name}-${size}`);
        await expectNoSeriousA11yViolations(page, `admin-${name}-${size}`);
        expect(overflow, name).toBeLessThanOrEqual(0);
      }
      await page.goto(url('/team'));
      await page.getByRole('heading', { name: 'Team' }).waitFor();
      await page.waitForLoadState('networkidle');
      await screenshot(page, `team-${size}`);
      await expectNoSeriousA11yViolations(page, `team-${size}`);
    });
  }

  it('raised no page errors', () => {
    expect(errors).toEqual([]);
  });
});
