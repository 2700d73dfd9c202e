import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import { ERROR_TOAST } from '../toaster';
import { DeleteButton } from './delete-button';

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('DeleteButton', () => {
  it('confirms first, then is busy until the delete settles', async () => {
    const pending = deferred();
    const onDelete = vi.fn(() => pending.promise);
    render(<DeleteButton onDelete={onDelete} label="Delete Corner" iconOnly />);
    const button = screen.getByRole('button', { name: 'Delete Corner' });

    await userEvent.click(button);
    expect(onDelete).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onDelete).toHaveBeenCalledOnce();
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');

    pending.resolve();
    await vi.waitFor(() => expect(button).toBeEnabled());
    expect(button).toHaveAttribute('aria-busy', 'false');
  });

  it('does nothing when cancelled', async () => {
    const onDelete = vi.fn();
    render(<DeleteButton onDelete={onDelete} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onDelete).not.toHaveBeenCalled();
  });

  it('shows a failure in a toast and becomes usable again', async () => {
    const error = vi.spyOn(toast, 'error');
    render(<DeleteButton onDelete={() => Promise.reject(new Error('Match has bets'))} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await vi.waitFor(() => expect(error).toHaveBeenCalledWith('Match has bets', ERROR_TOAST));
    expect(screen.getByRole('button', { name: 'Delete' })).toBeEnabled();
  });

  it('hands a failure to onError when given', async () => {
    const onError = vi.fn();
    const failure = new Error('Gone');
    render(<DeleteButton onDelete={() => Promise.reject(failure)} onError={onError} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await vi.waitFor(() => expect(onError).toHaveBeenCalledWith(failure));
  });
});
