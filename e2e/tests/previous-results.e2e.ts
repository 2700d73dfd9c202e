import { describe, expect, it } from 'vitest';
import { screenshot, viewports } from '../src/harness/browser';
import { useE2eWorld } from '../src/harness/e2e-world';
import { expectNoSidewaysScroll } from '../src/harness/page-checks';

const result = (n: number, userWon: boolean) => ({
  lobbyId: `lobby-${n}`,
  homeTeam: 'Harbour Football Club',
  awayTeam: 'Valley United Athletic',
  score: { home: 2, away: 1 },
  startTime: '2026-03-07T09:05:00.000Z',
  position: n,
  totalPlayers: 8,
  userWon,
  leaderboard: [],
});

/** Issue 19 item 12: on a phone, Position and WIN/LOSS stay in view without sideways scrolling. */
describe('previous results on a phone', () => {
  const world = useE2eWorld();

  it('keeps the key columns inside 390 px', async () => {
    const page = await world.open('rita', await world.register('Rita'), 'phone');
    // the long team names are the worst case; the rows come from a stub, the screen is the real one
    await page.route('**/api/app/user-results', (route) =>
      route.fulfill({
        json: { status: 200, message: 'ok', data: { results: [result(1, true), result(7, false)] } },
      }),
    );
    await page.goto(`${world.url}/previous-results`);
    await page.getByText('LOSS').waitFor();
    for (const text of ['1 of 8', 'WIN', '7 of 8', 'LOSS']) {
      const box = await page.getByText(text, { exact: true }).boundingBox();
      expect(box!.x + box!.width, text).toBeLessThanOrEqual(viewports.phone.width);
    }
    await expectNoSidewaysScroll(page, 'previous results');
    await screenshot(page, 'previous-results-phone');
  });
});
