import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, mockApi, ok } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render-with-providers';
import { RequestResetForm } from './request-reset-form';

const routes = [{ path: '/', element: <RequestResetForm /> }];

describe('RequestResetForm', () => {
  it('keeps the button disabled unless both emails are given and equal', async () => {
    mockApi({});
    const { user } = renderWithProviders(routes);
    const button = screen.getByRole('button', { name: 'Submit' });
    expect(button).toBeDisabled();
    await user.type(screen.getByLabelText(/^Email/), 'sam@example.com');
    expect(button).toBeDisabled();
    await user.type(screen.getByLabelText(/Confirm email/), 'sam@example.co');
    expect(button).toBeDisabled();
    await user.type(screen.getByLabelText(/Confirm email/), 'm');
    expect(button).toBeEnabled();
  });

  it('shows Instructions sent, saying the email arrives within 5 minutes', async () => {
    const api = mockApi({ 'POST /api/auth/request-token': ok(null) });
    const { user } = renderWithProviders(routes);
    await user.type(screen.getByLabelText(/^Email/), 'sam@example.com');
    await user.type(screen.getByLabelText(/Confirm email/), 'sam@example.com');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('heading', { name: 'Instructions sent' })).toBeInTheDocument();
    expect(screen.getByText(/arrives within 5 minutes/)).toBeInTheDocument();
    expect(api.requests[0]!.body).toEqual({ email: 'sam@example.com', confirmEmail: 'sam@example.com' });
  });

  it("says 'Something went wrong...' when the server fails without a reason", async () => {
    mockApi({ 'POST /api/auth/request-token': { status: 502, body: {} } });
    const { user } = renderWithProviders(routes);
    await user.type(screen.getByLabelText(/^Email/), 'sam@example.com');
    await user.type(screen.getByLabelText(/Confirm email/), 'sam@example.com');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Something went wrong...')).toBeInTheDocument();
  });

  it('shows a refusal such as a rate limit', async () => {
    mockApi({ 'POST /api/auth/request-token': fail(429, 'Too many requests, please try again later') });
    const { user } = renderWithProviders(routes);
    await user.type(screen.getByLabelText(/^Email/), 'sam@example.com');
    await user.type(screen.getByLabelText(/Confirm email/), 'sam@example.com');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Too many requests, please try again later')).toBeInTheDocument();
  });
});
