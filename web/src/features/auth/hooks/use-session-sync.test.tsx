import { screen } from '@testing-library/react';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { clearSessionToken, writeSessionToken } from '../../../lib/session-token';
import { makeUser, TOKEN } from '../../../test/fixtures';
import { mockApi, ok } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render-with-providers';
import { useWhoami } from '../api/whoami';
import { useSessionSync } from './use-session-sync';

function Probe() {
  useSessionSync();
  const { data } = useWhoami();
  return <p>{data ? (data.user?.name ?? 'nobody') : 'loading'}</p>;
}

describe('useSessionSync', () => {
  it('follows the stored session appearing and disappearing behind the screens', async () => {
    mockApi({ 'GET /api/auth/whoami': ok({ user: makeUser(), isLoggedIn: true }) });
    renderWithProviders([{ path: '/', element: <Probe /> }]);
    expect(await screen.findByText('nobody')).toBeInTheDocument();
    act(() => writeSessionToken(TOKEN));
    expect(await screen.findByText('Sam Kerr')).toBeInTheDocument();
    act(() => clearSessionToken());
    expect(await screen.findByText('nobody')).toBeInTheDocument();
  });
});
