import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeSessionToken } from '../../../lib/session-token';
import { TOKEN } from '../../../test/fixtures';
import { fail, mockApi, ok } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render-with-providers';
import { MATCH_EVENT_TYPES, MATCH_ID } from '../matches/manage-match-fixtures';
import { MatchEventTypesManager } from './match-event-types-manager';

const base = `/api/admin/match/${MATCH_ID}/event-types`;
const available = ok({
  eventTypes: {
    builtIn: [{ _id: 'b1', name: 'Goal', displayName: 'Goal', kind: 'builtIn' }],
    configurable: [{ _id: 'c1', name: 'Foul', displayName: 'Foul', kind: 'configurable' }],
  },
});

function setup(routes: Record<string, { status: number; body: unknown }> = {}) {
  const api = mockApi({
    [`GET ${base}`]: ok({ eventTypes: MATCH_EVENT_TYPES }),
    'GET /api/admin/event-types/available': available,
    ...routes,
  });
  const view = renderWithProviders([{ path: '/', element: <MatchEventTypesManager matchId={MATCH_ID} /> }]);
  return { ...view, api };
}

describe('MatchEventTypesManager', () => {
  beforeEach(() => writeSessionToken(TOKEN));
  afterEach(() => vi.restoreAllMocks());

  it('says when a match has no event types', async () => {
    setup({ [`GET ${base}`]: ok({ eventTypes: [] }) });
    expect(await screen.findByText('No event types configured for this match')).toBeInTheDocument();
  });

  it('moves a type down by sending the new order', async () => {
    const { user, api } = setup({ [`PUT ${base}/reorder`]: ok({ eventTypes: [] }) });
    await user.click(await screen.findByRole('button', { name: 'Move Goal down' }));
    await waitFor(() => expect(api.to(`${base}/reorder`)).toHaveLength(1));
    expect(api.to(`${base}/reorder`)[0]?.body).toEqual({ eventTypeOrder: ['Corner', 'Goal'] });
  });

  it('asks before removing and offers only types not yet added', async () => {
    const { user, api } = setup({ [`DELETE ${base}/Corner`]: ok(null), [`POST ${base}/add`]: ok({}) });
    await user.click(await screen.findByRole('button', { name: '+ Foul' }));
    await waitFor(() => expect(api.to(`${base}/add`)[0]?.body).toEqual({ eventTypeName: 'Foul' }));
    expect(screen.queryByRole('button', { name: '+ Goal' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove Corner' }));
    expect(screen.getByText('Are you sure you want to remove "Corner" from this match?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(api.to(`${base}/Corner`)).toHaveLength(1));
  });

  it('tells when adding fails', async () => {
    const { user } = setup({ [`POST ${base}/add`]: fail(400, 'bad') });
    await user.type(await screen.findByLabelText(/Custom event type/), 'Hat-trick');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('bad')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeEnabled();
  });
});
