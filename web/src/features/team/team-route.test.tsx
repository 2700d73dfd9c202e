import type { TeamMember } from '@kickchips/core';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, mockApi, ok } from '../../test/mock-api';
import { renderWithProviders } from '../../test/render-with-providers';
import { TeamRoute } from './team-route';

const member: TeamMember = {
  _id: '88888888-8888-4888-8888-888888888888',
  name: 'Maya Okafor',
  role: 'Product',
  bio: 'Plays left back on Sundays.',
  imageKey: null,
  imageUrl: null,
  position: 0,
};

function setup(unlock: { status: number; body: unknown }) {
  const api = mockApi({
    'GET /api/public/team': ok({ members: [member] }),
    'POST /api/public/team/unlock': unlock,
    [`PUT /api/public/team/${member._id}`]: ok({ ...member, bio: 'New bio' }),
  });
  return { ...renderWithProviders([{ path: '/team', element: <TeamRoute /> }], ['/team']), api };
}

describe('TeamRoute', () => {
  afterEach(() => vi.restoreAllMocks());

  it('flips a card to its bio and back with the keyboard', async () => {
    const { user } = setup(ok({ grant: 'g', expiresAt: '2026-01-01T00:00:00.000Z' }));
    const front = await screen.findByRole('button', { name: 'Show the bio of Maya Okafor' });
    front.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByText('Plays left back on Sundays.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('button', { name: 'Show the bio of Maya Okafor' })).toBeInTheDocument();
  });

  it('says Incorrect password. for a wrong password', async () => {
    const { user } = setup(fail(403, 'Incorrect password.'));
    await user.type(await screen.findByLabelText('Team password'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Unlock' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect password.');
  });

  it('makes bios editable once unlocked and sends the grant', async () => {
    const { user, api } = setup(ok({ grant: 'grant-1', expiresAt: '2026-01-01T00:00:00.000Z' }));
    await user.type(await screen.findByLabelText('Team password'), 'right');
    await user.click(screen.getByRole('button', { name: 'Unlock' }));
    expect(await screen.findByText('All content is now editable!')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show the bio of Maya Okafor' }));
    const bio = screen.getByLabelText('Bio of Maya Okafor');
    await user.clear(bio);
    await user.type(bio, 'New bio');
    await user.click(screen.getByRole('button', { name: 'Save Bio' }));
    await waitFor(() => expect(api.to(`/api/public/team/${member._id}`)).toHaveLength(1));
    const request = api.to(`/api/public/team/${member._id}`)[0];
    expect(request?.body).toEqual({ bio: 'New bio' });
    expect(request?.headers['x-team-grant']).toBe('grant-1');
  });
});
