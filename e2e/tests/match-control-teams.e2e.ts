import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  createLobby,
  createQuickMatch,
  enterLobby,
  joinLobby,
  type QuickMatch,
} from '../src/game/quick-match';
import { expectNoSeriousA11yViolations } from '../src/harness/a11y';
import { apiCall } from '../src/harness/api';
import { screenshot } from '../src/harness/browser';
import { type ScreenSize, useE2eWorld } from '../src/harness/e2e-world';
import { expectNoSidewaysScroll } from '../src/harness/page-checks';
import { skipToKickOff } from '../src/harness/server-clock';

const HOME = 'Riverside Rovers';
const AWAY = 'Harbour City';

type RecordedEvent = { _id: string; eventType: string; team?: 'home' | 'away'; timeStamp: string };

/**
 * Issue 31 items 1 and 2 on the admin's side: Match Control records either team by tap, digit and
 * Shift with the digit, at a desktop's size and a phone's (390 x 844); the score in its heading, the
 * match list and Manage Match follows; "Undo last event" and the correction of an event's team
 * (after its confirm) reach the server and the score.
 */
describe('match control with teams', () => {
  const world = useE2eWorld();
  let match: QuickMatch;
  /** The match's second event type (key 2), by the name the buttons and the server give it. */
  let second: { name: string; displayName: string };

  const call = <T>(method: string, path: string, body?: unknown) =>
    apiCall<T>(world.url, method, path, { token: world.adminToken, body });
  /** The match's events on the server, oldest first, as "Goal home". */
  const serverEvents = async () =>
    (await call<{ events: RecordedEvent[] }>('GET', `/api/admin/event?matchId=${match.matchId}`)).events
      .sort((a, b) => Date.parse(a.timeStamp) - Date.parse(b.timeStamp))
      .map((event) => `${event.eventType} ${event.team ?? 'none'}`);
  const scoreline = (home: number, away: number) => `${HOME} ${home}–${away} ${AWAY}`;

  async function openMatchControl(size: ScreenSize): Promise<Page> {
    const page = await world.open(`admin-${size}`, world.adminToken, size);
    await page.goto(`${world.url}/admin/events?match=${match.matchId}`);
    // a fresh load fetches the lazy admin bundle, slow on a busy machine
    await page.getByRole('heading', { name: 'Record Match Events' }).waitFor({ timeout: 30_000 });
    return page;
  }
  const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
  /** After a tap the buttons lock for a moment: the next key waits until they are back. */
  const untilUnlocked = (page: Page) =>
    expect.poll(() => button(page, `Goal · ${HOME}`).isEnabled(), { timeout: 15_000 }).toBe(true);
  const expectScore = (page: Page, home: number, away: number) =>
    page.getByRole('heading', { name: scoreline(home, away) }).waitFor();
  const log = (page: Page) => page.getByRole('list', { name: 'Match events, newest first' });

  it('starts the match: half 1 kicks off at the next full minute of the server clock', async () => {
    match = await createQuickMatch(world.url, world.adminToken, {
      clockSpeed: 1,
      rounds: [{ roundNumber: 1, startMinute: 0, endMinute: 45 }],
      odds: [],
      teams: [HOME, AWAY],
    });
    const { eventTypes } = await call<{ eventTypes: { name: string; displayName: string }[] }>(
      'GET',
      `/api/admin/match/${match.matchId}/event-types`,
    );
    expect(eventTypes[0]?.name).toBe('Goal');
    second = eventTypes[1]!;
    await call('POST', '/api/admin/game/start-half-1', { matchId: match.matchId });
    const kickOff = await skipToKickOff(world.url, world.adminToken, match.matchId);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, kickOff - Date.now()) + 1500));
  });

  it('records both teams by digit and Shift with the digit on a desktop, undoes one and corrects a team', async () => {
    const page = await openMatchControl('desktop');
    await untilUnlocked(page);
    await expectScore(page, 0, 0);
    // each button names its team and its key; the home team's on the left
    const homeGoal = button(page, `Goal · ${HOME}`);
    const awayGoal = button(page, `Goal · ${AWAY}`);
    expect(await homeGoal.getAttribute('aria-keyshortcuts')).toBe('1');
    expect(await awayGoal.getAttribute('aria-keyshortcuts')).toBe('Shift+1');
    expect(await homeGoal.textContent()).toBe(`1Goal${HOME}`);
    expect(await awayGoal.textContent()).toBe(`⇧1Goal${AWAY}`);
    const [homeBox, awayBox] = [(await homeGoal.boundingBox())!, (await awayGoal.boundingBox())!];
    expect(homeBox.x + homeBox.width).toBeLessThanOrEqual(awayBox.x);
    expect(Math.abs(homeBox.y - awayBox.y)).toBeLessThan(2);

    await page.keyboard.press('1');
    await expectScore(page, 1, 0);
    await untilUnlocked(page);
    await page.keyboard.press('Shift+Digit1');
    await expectScore(page, 1, 1);
    await untilUnlocked(page);
    await page.keyboard.press('Shift+Digit2');
    await expect.poll(() => log(page).getByRole('listitem').count()).toBe(3);
    await expect.poll(() => log(page).getByText('Saving...').count()).toBe(0);
    expect(await serverEvents()).toEqual(['Goal home', 'Goal away', `${second.name} away`]);
    expect(await log(page).getByRole('button').first().textContent()).toMatch(
      new RegExp(`^\\d\\d:\\d\\d:\\d\\d\\d+′${second.displayName} · ${AWAY}Round 1$`),
    );
    // the match list follows the score too
    await page.getByRole('button', { name: new RegExp(`^${scoreline(1, 1)}`) }).waitFor();
    await untilUnlocked(page);
    await page.waitForFunction(() => !document.querySelector('[data-sonner-toast]'));
    await screenshot(page, 'match-control-teams-recorded-desktop');
    await expectNoSeriousA11yViolations(page, 'match control with teams, recorded (desktop)');

    await page
      .getByRole('button', { name: new RegExp(`^Undo last event: ${second.displayName} · ${AWAY}, `) })
      .click();
    await expect.poll(() => log(page).getByRole('listitem').count()).toBe(2);
    expect(await serverEvents()).toEqual(['Goal home', 'Goal away']);

    await page.getByRole('button', { name: new RegExp(`^Change team of Goal · ${AWAY} at `) }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Change team?' });
    await dialog.getByText(`was recorded for ${AWAY}. Give it to ${HOME} instead?`).waitFor();
    await screenshot(page, 'match-control-teams-change-desktop');
    await expectNoSeriousA11yViolations(page, 'match control, change team confirm (desktop)');
    // the keys record nothing while the confirm is open
    await page.keyboard.press('1');
    await dialog.getByRole('button', { name: `Yes, give it to ${HOME}` }).click();
    await expectScore(page, 2, 0);
    expect(await serverEvents()).toEqual(['Goal home', 'Goal home']);
    await log(page)
      .getByRole('button', { name: new RegExp(`^Goal · ${HOME} at `) })
      .nth(1)
      .waitFor();
    await page.waitForFunction(() => !document.querySelector('[data-sonner-toast]'));
    await screenshot(page, 'match-control-teams-corrected-desktop');
    expect(world.errors['admin-desktop']).toEqual([]);
  });

  it('does the same on a phone: two columns that fit, taps and keys for both teams', async () => {
    const page = await openMatchControl('phone');
    await untilUnlocked(page);
    await expectScore(page, 2, 0);
    await expectNoSidewaysScroll(page, 'match control with teams (phone)');
    const [homeBox, awayBox] = [
      (await button(page, `${second.displayName} · ${HOME}`).boundingBox())!,
      (await button(page, `${second.displayName} · ${AWAY}`).boundingBox())!,
    ];
    expect(homeBox.x + homeBox.width).toBeLessThanOrEqual(awayBox.x);
    expect(awayBox.x + awayBox.width).toBeLessThanOrEqual(390);
    expect(homeBox.height).toBeGreaterThanOrEqual(44);

    await button(page, `Goal · ${AWAY}`).click();
    await expectScore(page, 2, 1);
    await untilUnlocked(page);
    await page.keyboard.press('2');
    await expect.poll(() => log(page).getByRole('listitem').count()).toBe(4);
    await untilUnlocked(page);
    await page.keyboard.press('Shift+Digit1');
    await expectScore(page, 2, 2);
    await expect.poll(() => log(page).getByText('Saving...').count()).toBe(0);
    expect(await serverEvents()).toEqual([
      'Goal home',
      'Goal home',
      'Goal away',
      `${second.name} home`,
      'Goal away',
    ]);
    await untilUnlocked(page);
    await page.waitForFunction(() => !document.querySelector('[data-sonner-toast]'));
    await screenshot(page, 'match-control-teams-recorded-phone');
    await expectNoSeriousA11yViolations(page, 'match control with teams, recorded (phone)');

    await page.getByRole('button', { name: new RegExp(`^Undo last event: Goal · ${AWAY}, `) }).click();
    await expectScore(page, 2, 1);
    await page
      .getByRole('button', { name: new RegExp(`^Change team of ${second.displayName} · ${HOME} at `) })
      .click();
    const dialog = page.getByRole('alertdialog', { name: 'Change team?' });
    await dialog.getByRole('button', { name: `Yes, give it to ${AWAY}` }).waitFor();
    await expectNoSidewaysScroll(page, 'change team confirm (phone)');
    await screenshot(page, 'match-control-teams-change-phone');
    await dialog.getByRole('button', { name: `Yes, give it to ${AWAY}` }).click();
    await log(page)
      .getByRole('button', { name: new RegExp(`^${second.displayName} · ${AWAY} at `) })
      .waitFor();
    expect(await serverEvents()).toEqual(['Goal home', 'Goal home', 'Goal away', `${second.name} away`]);
    await expectNoSidewaysScroll(page, 'match control after a correction (phone)');
    expect(world.errors['admin-phone']).toEqual([]);
  });

  it("follows a key on the players' screens: the score and the feed, on a phone and a desktop", {
    timeout: 120_000,
  }, async () => {
    const [pat, dana] = [await world.register('Pat'), await world.register('Dana')];
    const lobby = await createLobby(world.url, pat, match.matchId, {});
    await joinLobby(world.url, dana, lobby.lobbyCode);
    const players = [
      await world.open('pat-phone', pat, 'phone'),
      await world.open('dana-desktop', dana, 'desktop'),
    ];
    for (const page of players) {
      await enterLobby(page, world.url, lobby);
      await expect
        .poll(() => page.getByTestId('scoreline').textContent(), { timeout: 30_000 })
        .toBe(scoreline(2, 1));
    }
    const feed = (page: Page) => page.getByRole('list', { name: 'Match events, newest first' });
    const deskFeed = feed(players[1]!);
    await deskFeed.getByRole('listitem').first().waitFor({ timeout: 30_000 });
    const feedBefore = await deskFeed.getByRole('listitem').count();

    const admin = world.pages['admin-desktop']!;
    await admin.goto(`${world.url}/admin/events?match=${match.matchId}`);
    await untilUnlocked(admin);
    const pressed = Date.now();
    await admin.keyboard.press('Shift+Digit1');
    const waited = await Promise.all([
      ...players.map(async (page) => {
        await expect
          .poll(() => page.getByTestId('scoreline').textContent(), { timeout: 10_000 })
          .toBe(scoreline(2, 2));
        return Date.now() - pressed;
      }),
      (async () => {
        await expect
          .poll(() => deskFeed.getByRole('listitem').count(), { timeout: 10_000 })
          .toBe(feedBefore + 1);
        expect(await deskFeed.getByRole('listitem').first().textContent()).toContain(`Goal – ${AWAY}`);
        return Date.now() - pressed;
      })(),
    ]);
    console.log(
      `from the key to the score: phone ${waited[0]} ms, desktop ${waited[1]} ms; to the feed ${waited[2]} ms`,
    );
    expect(await players[0]!.getByTestId('goal-announcement').textContent()).toBe(
      `Goal – ${AWAY}. ${scoreline(2, 2)}`,
    );
    await screenshot(players[0]!, 'match-control-teams-player-phone');
    await screenshot(players[1]!, 'match-control-teams-player-desktop');
    expect(world.errors['pat-phone']).toEqual([]);
    expect(world.errors['dana-desktop']).toEqual([]);
  });

  it("shows the score on Manage Match, each team's lines, and switches lines per team off", async () => {
    for (const size of ['desktop', 'phone'] as const) {
      const page = world.pages[`admin-${size}`]!;
      await page.goto(`${world.url}/admin/manage-match/${match.matchId}`);
      await page.getByText(scoreline(2, 2), { exact: true }).waitFor({ timeout: 30_000 });
      const perTeam = page.getByRole('switch', { name: 'Lines per team' });
      expect(await perTeam.isChecked()).toBe(true);
      // the model prices each team's goals too, in tables named by the team
      const awayGoals = page.getByRole('group', { name: `Goal · ${AWAY} odds` });
      await awayGoals.getByLabel(`Goal · ${AWAY} Over odds value`).first().waitFor({ timeout: 30_000 });
      await expectNoSidewaysScroll(page, `manage match with teams (${size})`);
      await screenshot(page, `manage-match-teams-${size}`);
    }
    const page = world.pages['admin-desktop']!;
    await page.getByRole('switch', { name: 'Lines per team' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: 'Lines per team are off: only lines on the whole match are offered' })
      .waitFor();
    expect((await call<{ teamLines: boolean }>('GET', `/api/admin/match/${match.matchId}`)).teamLines).toBe(
      false,
    );
  });
});
