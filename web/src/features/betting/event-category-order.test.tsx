import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok } from '../../test/mock-api';
import { liveDetails, minute, ODDS, PANEL_TEST_TIMEOUT_MS, renderPanel } from './quick-bet-fixture';

describe('event categories', { timeout: PANEL_TEST_TIMEOUT_MS }, () => {
  it("follow the match's event-type order and open on its first", async () => {
    renderPanel(liveDetails(), minute(5), {
      'GET /api/app/odds/match/match-1': ok({ odds: ODDS, eventTypeOrder: ['Corner', 'Goal'] }),
    });
    const list = await screen.findByRole('navigation', { name: 'Event categories' });
    const buttons = await within(list).findAllByRole('button');
    expect(buttons.map((button) => button.firstChild?.textContent)).toEqual(['Corner', 'Goal']);
    expect(buttons[0]).toHaveAttribute('aria-pressed', 'true');
  });
});
