import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers';
import { AuthSwitchLink } from './auth-switch-link';

const routes = [
  { path: '/login', element: <AuthSwitchLink to="/register">Create your account</AuthSwitchLink> },
];

describe('AuthSwitchLink', () => {
  it('keeps the way back to the invite when switching to register', () => {
    renderWithProviders(routes, ['/login?next=%2Fjoin%2FABC123']);
    expect(screen.getByRole('link', { name: 'Create your account' })).toHaveAttribute(
      'href',
      '/register?next=%2Fjoin%2FABC123',
    );
  });

  it('drops a next that leaves the site', () => {
    renderWithProviders(routes, ['/login?next=https%3A%2F%2Fevil.example']);
    expect(screen.getByRole('link', { name: 'Create your account' })).toHaveAttribute('href', '/register');
  });
});
