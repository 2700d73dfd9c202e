import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { writeSessionToken } from '../../../lib/session-token';
import { makeAvatar, makeUser, TOKEN } from '../../../test/fixtures';
import { fail, mockApi, ok } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render-with-providers';
import { ProfileForm } from './profile-form';

const keeper = makeAvatar(1, 'Keeper');
const striker = makeAvatar(2, 'Striker');

function renderProfile(onSaved = vi.fn()) {
  writeSessionToken(TOKEN);
  const view = renderWithProviders(
    [
      { path: '/profile', element: <ProfileForm onSaved={onSaved} /> },
      { path: '/', element: <h1>Home page</h1> },
    ],
    ['/profile'],
  );
  return { ...view, onSaved };
}

describe('ProfileForm', () => {
  it('shows the loading state, then the username and the avatar grid with the selected one pressed', async () => {
    mockApi({
      'GET /api/app/profile': ok({ user: makeUser({ selectedAvatar: keeper._id }) }),
      'GET /api/app/avatar': ok([keeper, striker]),
    });
    renderProfile();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your profile...');
    const username = await screen.findByLabelText(/Username/);
    expect(username).toHaveValue('samk');
    expect(username).toHaveAttribute('placeholder', 'start typing');
    expect(username).toHaveAttribute('maxLength', '20');
    expect(screen.getByRole('button', { name: 'Keeper' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Striker' })).toHaveAttribute('aria-pressed', 'false');
    const grid = screen.getByRole('button', { name: 'Keeper' }).parentElement!;
    expect(grid).toHaveClass('grid-cols-2', 'sm:grid-cols-3');
  });

  it('selects an avatar on click, saves username and avatar, and goes home', async () => {
    const saved = makeUser({ username: 'kerr9', selectedAvatar: striker._id });
    const api = mockApi({
      'GET /api/app/profile': ok({ user: makeUser() }),
      'GET /api/app/avatar': ok([keeper, striker]),
      'POST /api/app/profile': ok({ user: saved }),
    });
    const { user, onSaved } = renderProfile();
    const username = await screen.findByLabelText(/Username/);
    await user.clear(username);
    await user.type(username, ' kerr9 ');
    await user.click(screen.getByRole('button', { name: 'Striker' }));
    expect(screen.getByRole('button', { name: 'Striker' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(api.to('/api/app/profile').at(-1)!.body).toEqual({
      username: 'kerr9',
      selectedAvatar: striker._id,
    });
    expect(onSaved).toHaveBeenCalledWith(saved);
  });

  it("says 'No avatars available.' and still needs a username", async () => {
    mockApi({
      'GET /api/app/profile': ok({ user: makeUser({ username: null }) }),
      'GET /api/app/avatar': ok([]),
    });
    const { user } = renderProfile();
    expect(await screen.findByText('No avatars available.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('Please choose a username')).toBeInTheDocument();
  });

  it('shows the error state with a retry', async () => {
    mockApi({
      'GET /api/app/profile': fail(500, 'Database unavailable'),
      'GET /api/app/avatar': ok([]),
    });
    renderProfile();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load your profile. Database unavailable');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
