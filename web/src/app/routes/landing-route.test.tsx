import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { writeSessionToken } from '../../lib/session-token';
import { TOKEN } from '../../test/fixtures';
import { mockApi, ok } from '../../test/mock-api';
import { renderWithProviders } from '../../test/render-with-providers';
import { LandingRoute } from './landing-route';

const TEXTS = { texts: { 'landing.welcome': 'Bet with friends.', 'landing.howItWorks': 'Join a lobby.' } };

describe('LandingRoute', () => {
  it('shows a visitor the landing at once, keeping the welcome line free until its text arrives', async () => {
    let arrive: () => void = () => undefined;
    const texts = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    mockApi({
      'GET /api/public/site-texts': async () => {
        await texts;
        return ok(TEXTS);
      },
    });
    renderWithProviders([{ path: '/', element: <LandingRoute /> }]);
    expect(await screen.findByRole('heading', { name: /Call the match/ })).toBeInTheDocument();
    expect(screen.queryByTestId('welcome-text')).not.toBeInTheDocument();
    expect(document.querySelector('p[aria-hidden="true"].min-h-\\[2lh\\]')).not.toBeNull();
    arrive();
    expect(await screen.findByTestId('welcome-text')).toHaveTextContent('Bet with friends.');
  });

  it('holds the place with a spinner, not the landing, while a stored session is checked', async () => {
    writeSessionToken(TOKEN);
    mockApi({
      'GET /api/auth/whoami': () => new Promise(() => undefined),
      'GET /api/public/site-texts': ok(TEXTS),
    });
    renderWithProviders([{ path: '/', element: <LandingRoute /> }]);
    expect(await screen.findByText('Loading')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Call the match/ })).not.toBeInTheDocument();
  });
});
