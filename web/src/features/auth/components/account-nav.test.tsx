import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { writeSessionToken } from '../../../lib/session-token';
import { MENU_TYPEAHEAD_MS } from '../../../lib/use-menu-typeahead';
import { makeUser, TOKEN } from '../../../test/fixtures';
import { mockApi, ok } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render-with-providers';
import { AccountNav } from './account-nav';

const routes = [{ path: '/', element: <AccountNav /> }];

// the menu comes in its own chunk: load it once, so the tests below wait only for the user
beforeAll(() => import('./account-menu'), 60_000);

describe('AccountNav', () => {
  it('shows Login and Register to anonymous visitors', () => {
    mockApi({});
    renderWithProviders(routes);
    const nav = screen.getByRole('navigation', { name: 'Account' });
    expect(within(nav).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(within(nav).getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
  });

  it('shows a player their avatar with Profile, Results, Leagues and Logout', async () => {
    writeSessionToken(TOKEN);
    mockApi({ 'GET /api/auth/whoami': ok({ user: makeUser(), isLoggedIn: true }) });
    const { user } = renderWithProviders(routes);
    await user.click(await screen.findByRole('button', { name: 'Account menu' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Profile', 'Results', 'Leagues', 'Logout']);
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('forgets the letters typed in the menu after 350 ms (spec 9)', async () => {
    writeSessionToken(TOKEN);
    mockApi({ 'GET /api/auth/whoami': ok({ user: makeUser(), isLoggedIn: true }) });
    const { user } = renderWithProviders(routes);
    await user.click(await screen.findByRole('button', { name: 'Account menu' }));
    await screen.findByRole('menu');
    await user.keyboard('re');
    expect(screen.getByRole('menuitem', { name: 'Results' })).toHaveFocus();
    await user.keyboard('p');
    expect(screen.getByRole('menuitem', { name: 'Results' })).toHaveFocus();
    await new Promise((resolve) => setTimeout(resolve, MENU_TYPEAHEAD_MS + 50));
    await user.keyboard('l');
    expect(screen.getByRole('menuitem', { name: 'Leagues' })).toHaveFocus();
    await user.keyboard('l');
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
  });

  it('adds Admin for admins and shows the chosen avatar', async () => {
    writeSessionToken(TOKEN);
    const admin = makeUser({ permissions: { isAdmin: true }, avatarUrl: '/avatars/keeper.svg' });
    mockApi({ 'GET /api/auth/whoami': ok({ user: admin, isLoggedIn: true }) });
    const { user, container } = renderWithProviders(routes);
    await user.click(await screen.findByRole('button', { name: 'Account menu' }));
    expect(await screen.findByRole('menuitem', { name: 'Admin' })).toHaveAttribute('href', '/admin');
    expect(container.querySelector('img')).toHaveAttribute('src', '/avatars/keeper.svg');
  });
});
