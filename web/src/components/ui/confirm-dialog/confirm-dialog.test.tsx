import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';

function OwnerOpened() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Delete event
      </button>
      <ConfirmDialog open={open} onOpenChange={setOpen} onConfirm={vi.fn()} />
    </>
  );
}

function renderDialog(props: Partial<Parameters<typeof ConfirmDialog>[0]> = {}) {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  render(
    <ConfirmDialog
      trigger={
        <button type="button" className="btn-danger">
          Remove
        </button>
      }
      onConfirm={onConfirm}
      onCancel={onCancel}
      {...props}
    />,
  );
  return { onConfirm, onCancel, trigger: screen.getByRole('button', { name: 'Remove' }) };
}

describe('ConfirmDialog', () => {
  it("asks 'Are You Sure?' and confirms", async () => {
    const { onConfirm, onCancel, trigger } = renderDialog();
    await userEvent.click(trigger);
    const dialog = screen.getByRole('alertdialog', { name: 'Are You Sure?' });
    expect(dialog).toHaveTextContent('This action cannot be undone');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(onCancel).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(trigger).toHaveFocus();
  });

  it('cancels with the Cancel button and with Escape, returning focus', async () => {
    const { onConfirm, onCancel, trigger } = renderDialog();
    await userEvent.click(trigger);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await userEvent.click(trigger);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(trigger).toHaveFocus();
    expect(onCancel).toHaveBeenCalledTimes(2);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('keeps keyboard focus inside while open', async () => {
    const { trigger } = renderDialog();
    await userEvent.click(trigger);
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    expect(cancel).toHaveFocus();
    await userEvent.tab();
    expect(confirm).toHaveFocus();
    await userEvent.tab();
    expect(cancel).toHaveFocus();
  });

  it('takes another title and text', async () => {
    const { trigger } = renderDialog({
      title: 'Are you sure you want to remove "Corner" from this match?',
      description: 'Bets already placed keep their odds.',
    });
    await userEvent.click(trigger);
    expect(
      screen.getByRole('alertdialog', { name: 'Are you sure you want to remove "Corner" from this match?' }),
    ).toHaveTextContent('Bets already placed keep their odds.');
  });

  it('gives the focus back to what had it when its owner opened it without a trigger', async () => {
    render(<OwnerOpened />);
    const opener = screen.getByRole('button', { name: 'Delete event' });
    await userEvent.click(opener);
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('can be opened by its owner without a trigger', () => {
    render(<ConfirmDialog open onOpenChange={vi.fn()} onConfirm={vi.fn()} />);
    expect(screen.getByRole('alertdialog', { name: 'Are You Sure?' })).toBeInTheDocument();
  });
});
