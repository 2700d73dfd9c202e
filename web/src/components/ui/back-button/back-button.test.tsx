import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { BackButton } from './back-button';

describe('BackButton', () => {
  it('goes one step back', async () => {
    const router = createMemoryRouter(
      [
        { path: '/matches', element: <h1>Matches</h1> },
        { path: '/matches/:id', element: <BackButton /> },
      ],
      { initialEntries: ['/', '/matches', '/matches/7'], initialIndex: 2 },
    );
    render(<RouterProvider router={router} />);
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'Matches' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/matches');
  });
});
