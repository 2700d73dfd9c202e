import { describe, expect, it } from 'vitest';
import { apiCall } from '../src/harness/api';
import { screenshot } from '../src/harness/browser';
import { type ScreenSize, useE2eWorld } from '../src/harness/e2e-world';
import { expectNoSidewaysScroll } from '../src/harness/page-checks';

type Line = {
  _id: string;
  eventType: string;
  betType: string;
  threshold: number;
  odds: number;
  pinned: boolean;
};

/**
 * The admin's hand on automatic pricing (issue 30 item 3, docs/game-rules.md section 20), at desktop
 * and phone sizes: a new match's Manage Match shows the model's lines with their chances; a price
 * the admin sets pins its line, Unpin hands it back to the model, and 'Price automatically' goes off
 * by keyboard.
 */
describe('automatic pricing in Manage Match', () => {
  const world = useE2eWorld();
  const call = <T>(method: string, path: string, body?: unknown) =>
    apiCall<T>(world.url, method, path, { token: world.adminToken, body });
  const lines = async (matchId: string) =>
    (await call<{ odds: Line[] }>('GET', `/api/admin/match/${matchId}`)).odds;

  async function pinAndUnpin(size: ScreenSize) {
    const page = await world.open(size, world.adminToken, size);
    const made = await call<{ match: { _id: string } }>('POST', '/api/admin/game/create-match', {
      homeTeam: `Priced Rovers ${size}`,
      awayTeam: 'Model City',
      scheduledAt: new Date(Date.now() + 3600_000).toISOString(),
    });
    const matchId = made.match._id;
    await call('POST', `/api/admin/match/${matchId}/set-up-rounds`, {});
    // the clock prices the first round within a tick of it being set up
    await expect.poll(async () => (await lines(matchId)).length, { timeout: 10_000 }).toBeGreaterThan(0);

    await page.goto(`${world.url}/admin/manage-match/${matchId}`);
    const odds = page.getByRole('region', { name: 'Match Odds' });
    const toggle = odds.getByRole('switch', { name: 'Price automatically' });
    await toggle.waitFor({ timeout: 30_000 });
    expect(await toggle.isChecked()).toBe(true);
    await odds.getByText('a price you set pins its line').waitFor();

    const goal = odds.getByRole('group', { name: 'Goal odds' });
    await goal.waitFor();
    await expect.poll(() => goal.getByText('Automatic', { exact: true }).count()).toBeGreaterThan(0);
    expect(await goal.getByRole('cell', { name: /^\d+ %$/ }).count()).toBeGreaterThan(0);
    expect(await goal.getByText('Pinned', { exact: true }).count()).toBe(0);
    await expectNoSidewaysScroll(page, `automatic lines (${size})`);
    await screenshot(page, `admin-pricing-automatic-${size}`);

    // the admin's price pins its line
    const price = goal.getByLabel('Goal Over odds value').first();
    const threshold = await goal.getByLabel('Goal Over threshold').first().inputValue();
    const name = `Over ${threshold} Goal`;
    const modelPrice = await price.inputValue();
    const admins = modelPrice === '7.77' ? '7.78' : '7.77';
    await price.fill(admins);
    await price.press('Tab');
    await page.getByText('Odd saved successfully!').waitFor();
    const unpin = goal.getByRole('button', { name: `Unpin ${name}` });
    await unpin.waitFor();
    expect(await goal.getByText('Pinned', { exact: true }).count()).toBe(1);
    // the one pinned line is the one priced: on the whole match or on a team, as the row was
    const pinned = (await lines(matchId)).filter((line) => line.pinned);
    expect(pinned).toHaveLength(1);
    expect(pinned[0]).toMatchObject({
      eventType: 'Goal',
      betType: 'over',
      threshold: Number(threshold),
      odds: Number(admins),
    });
    await expectNoSidewaysScroll(page, `pinned line (${size})`);
    await screenshot(page, `admin-pricing-pinned-${size}`);

    // Unpin hands it back: Automatic, at the model's price again within a tick
    await unpin.click();
    await page.getByText(`${name} is priced automatically again`).waitFor();
    expect(await goal.getByText('Pinned', { exact: true }).count()).toBe(0);
    await expect.poll(() => price.inputValue(), { timeout: 10_000 }).not.toBe(admins);
    expect(Number(await price.inputValue())).toBeGreaterThan(1);
    await screenshot(page, `admin-pricing-unpinned-${size}`);

    // switched off by keyboard: the admin's prices alone apply, every line kept is theirs
    await toggle.focus();
    await page.keyboard.press('Space');
    await odds.getByText('Automatic pricing is off: your prices alone apply').waitFor();
    expect(await toggle.isChecked()).toBe(false);
    await expect.poll(() => odds.getByText('Automatic', { exact: true }).count()).toBe(0);
    expect(await odds.getByRole('columnheader', { name: 'Chance' }).count()).toBe(0);
    const kept = await lines(matchId);
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.every((line) => line.pinned)).toBe(true);
    expect((await call<{ autoPricing: boolean }>('GET', `/api/admin/match/${matchId}`)).autoPricing).toBe(
      false,
    );
    await expectNoSidewaysScroll(page, `pricing off (${size})`);
    await screenshot(page, `admin-pricing-off-${size}`);
    expect(world.errors[size]).toEqual([]);
  }

  it('pins and unpins a line and switches pricing off, on a desktop', () => pinAndUnpin('desktop'));
  it('pins and unpins a line and switches pricing off, on a phone', () => pinAndUnpin('phone'));
});
