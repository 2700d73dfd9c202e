import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, mockApi, ok } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render-with-providers';
import { ResetPasswordForm } from './reset-password-form';

const ID = '22222222-2222-4222-8222-222222222222';
const routes = [{ path: '/', element: <ResetPasswordForm token="tok" id={ID} /> }];

async function fill(
  user: ReturnType<typeof renderWithProviders>['user'],
  password: string,
  confirm = password,
) {
  await user.type(screen.getByLabelText(/^New password/), password);
  await user.type(screen.getByLabelText(/Confirm new password/), confirm);
}

describe('ResetPasswordForm', () => {
  it('keeps the button disabled unless both passwords are given and equal', async () => {
    mockApi({});
    const { user } = renderWithProviders(routes);
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await fill(user, 'Secret-1!', 'Secret-1?');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await user.type(screen.getByLabelText(/Confirm new password/), '{Backspace}!');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
  });

  it('checks the password rules before sending', async () => {
    const api = mockApi({});
    const { user } = renderWithProviders(routes);
    await fill(user, 'secret');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    for (const rule of ['an uppercase letter', 'a number', 'a special character']) {
      expect(screen.getByText(new RegExp(`Passwords should contain ${rule}\\.`))).toBeInTheDocument();
    }
    expect(api.requests).toHaveLength(0);
  });

  it('sends token and id and confirms with a link to sign in', async () => {
    const api = mockApi({ 'POST /api/auth/reset-password': ok(null, 'success') });
    const { user } = renderWithProviders(routes);
    await fill(user, 'Secret-1!');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(api.requests[0]!.body).toEqual({
      password: 'Secret-1!',
      confirmPassword: 'Secret-1!',
      token: 'tok',
      id: ID,
    });
  });

  it.each([
    ['a refused link', fail(400, 'This reset link has expired')],
    ['an answer other than success', ok(null, 'maybe')],
  ])('fails with the spec message on %s', async (_, reply) => {
    mockApi({ 'POST /api/auth/reset-password': reply });
    const { user } = renderWithProviders(routes);
    await fill(user, 'Secret-1!');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(
      await screen.findByText('Failed to reset password. Please try again or contact us for help.'),
    ).toBeInTheDocument();
  });
});
