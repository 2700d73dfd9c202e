import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { stubResizeObserver } from '../../../test/stub-resize-observer';
import { Tooltip } from './tooltip';

describe('Tooltip', () => {
  beforeEach(stubResizeObserver);

  it('shows its hint on keyboard focus and hides it on Escape', async () => {
    render(
      <Tooltip content="Spectators cannot place bets">
        <button type="button" aria-disabled="true">
          Place Bet
        </button>
      </Tooltip>,
    );
    await userEvent.tab();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Spectators cannot place bets');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
