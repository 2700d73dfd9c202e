import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { CheckboxField } from './checkbox-field';
import { Form } from './form';
import type { FormRule } from './form-rules';
import { TextField } from './text-field';
import { TextareaField } from './textarea-field';

type V = { email: string; note: string; agree: boolean };
const initialValues: V = { email: '', note: '', agree: false };
const rules: FormRule<V>[] = [
  { field: 'email', isValid: (v) => v.email.includes('@'), prompt: 'Invalid email address' },
  { field: 'agree', isValid: (v) => v.agree },
];

type FormProps = Partial<ComponentProps<typeof Form<V, string>>>;

function renderForm(props: FormProps = {}) {
  const onSubmit = props.onSubmit ?? vi.fn(async () => 'ok');
  const router = createMemoryRouter(
    [
      { path: '/', element: <h1>Home page</h1> },
      {
        path: '/form',
        element: (
          <Form<V, string> initialValues={initialValues} rules={rules} onSubmit={onSubmit} {...props}>
            <TextField name="email" label="Email" type="email" required />
            <TextareaField name="note" label="Note" />
            <CheckboxField name="agree" label="I agree" required />
          </Form>
        ),
      },
      { path: '/done', element: <h1>Done page</h1> },
    ],
    { initialEntries: ['/', '/form'], initialIndex: 1 },
  );
  render(<RouterProvider router={router} />);
  return { onSubmit, router };
}

async function fillValid() {
  await userEvent.type(screen.getByLabelText(/Email/), 'a@b.co');
  await userEvent.click(screen.getByLabelText(/I agree/));
}

describe('Form', () => {
  it('labels fields, marks required ones with a red asterisk and says Submit', () => {
    renderForm();
    expect(screen.getByLabelText(/Email/)).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Note').tagName).toBe('TEXTAREA');
    expect(screen.getAllByText('*')[0]).toHaveClass('text-red-600');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
  });

  it("shows 'Please check for errors' and the field prompts on an invalid submit, then resets once valid", async () => {
    const { onSubmit } = renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('Please check for errors')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Error' })).toBeInTheDocument();
    const email = screen.getByLabelText(/Email/);
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Invalid email address');
    expect(email).toHaveClass('ring-amber-500');
    expect(email).toHaveFocus();
    expect(screen.getByLabelText(/I agree/)).toHaveAccessibleDescription('Invalid input');
    expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.type(email, 'a@b.co');
    expect(screen.queryByText('Invalid email address')).not.toBeInTheDocument();
    expect(screen.getByText('Please check for errors')).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText(/I agree/));
    expect(screen.queryByText('Please check for errors')).not.toBeInTheDocument();
    expect(screen.queryByText('Invalid input')).not.toBeInTheDocument();
    expect(email).not.toHaveAttribute('aria-invalid');
  });

  it('shows messages while typing in live mode', async () => {
    renderForm({ validateOn: 'live' });
    expect(screen.queryByText('Invalid email address')).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Email/), 'x');
    expect(screen.getByText('Invalid email address')).toBeInTheDocument();
    expect(screen.queryByText('Invalid input')).not.toBeInTheDocument();
  });

  it('shows a spinner while pending, then a check, calls back and redirects to the path', async () => {
    let finish: (v: string) => void = () => {};
    const onSubmit = vi.fn(() => new Promise<string>((resolve) => (finish = resolve)));
    const onSuccess = vi.fn();
    renderForm({ onSubmit, onSuccess, redirectTo: '/done' });
    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('img', { name: 'Submitting' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Submit/ })).toBeDisabled();
    expect(screen.getByLabelText(/Email/)).toBeDisabled();
    expect(onSubmit).toHaveBeenCalledWith({ email: 'a@b.co', note: '', agree: true });
    finish('result');
    expect(await screen.findByRole('heading', { name: 'Done page' })).toBeInTheDocument();
    expect(onSuccess).toHaveBeenCalledWith('result', { email: 'a@b.co', note: '', agree: true });
  });

  it('submits once when submitted twice before the pending status renders', async () => {
    const onSubmit = vi.fn(() => new Promise<string>(() => {}));
    renderForm({ onSubmit });
    await fillValid();
    const form = screen.getByRole('button', { name: 'Submit' }).closest('form')!;
    act(() => {
      fireEvent.submit(form);
      fireEvent.submit(form);
    });
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('shows the check icon and stays when there is nowhere to go', async () => {
    renderForm();
    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('img', { name: 'Submitted' })).toBeInTheDocument();
  });

  it('goes back one step on success when asked', async () => {
    renderForm({ goBackOnSuccess: true });
    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
  });

  it('shows the per-status message on failure and turns the button into Retry', async () => {
    const onSubmit = vi.fn(async () => {
      throw new ApiError(400, 'email: Invalid email');
    });
    renderForm({ onSubmit, statusMessages: { 400: 'Please check your details and try again.' } });
    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please check your details and try again.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Error' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it('falls back to the server error, then to the configured or default message', async () => {
    const onSubmit = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new ApiError(409, 'That email is taken'))
      .mockRejectedValueOnce(new TypeError('boom'));
    renderForm({ onSubmit });
    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('That email is taken')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Something went wrong...')).toBeInTheDocument();
  });

  it('uses a configured fallback message when the failure has no server error', async () => {
    renderForm({
      onSubmit: async () => {
        throw new Error('x');
      },
      fallbackMessage: 'Login unsuccessful, please check your details and try again.',
    });
    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(
      await screen.findByText('Login unsuccessful, please check your details and try again.'),
    ).toBeInTheDocument();
  });

  it('keeps the button disabled while canSubmit says no, and uses a custom label', async () => {
    renderForm({ canSubmit: (v) => v.note.length > 0, submitText: 'Send' });
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Note'), 'hello');
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });

  it('places the submit row above the fields for the top alignments', () => {
    renderForm({ buttonAlign: 'top-center' });
    const button = screen.getByRole('button', { name: 'Submit' });
    const email = screen.getByLabelText(/Email/);
    expect(button.compareDocumentPosition(email) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(button.parentElement).toHaveClass('justify-center');
  });

  it('submits with the keyboard', async () => {
    const { onSubmit } = renderForm();
    await userEvent.click(screen.getByLabelText(/I agree/));
    await userEvent.type(screen.getByLabelText(/Email/), 'a@b.co{Enter}');
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
  });
});
