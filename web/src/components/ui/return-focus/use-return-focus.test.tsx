import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useReturnFocus } from './use-return-focus';

function Opener({ returnFocus }: { returnFocus: boolean }) {
  const [open, setOpen] = useState(false);
  const focusProps = useReturnFocus();
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open settings
      </button>
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <Dialog.Portal>
          <Dialog.Content {...(returnFocus ? focusProps : {})} aria-describedby={undefined}>
            <Dialog.Title>Settings</Dialog.Title>
            <Dialog.Close>Cancel</Dialog.Close>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </>
  );
}

describe('useReturnFocus', () => {
  it('gives the focus back to the opener when a dialog without a trigger closes', async () => {
    render(<Opener returnFocus />);
    const opener = screen.getByRole('button', { name: 'Open settings' });
    await userEvent.click(opener);
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();

    await userEvent.click(opener);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(opener).toHaveFocus();
  });

  it('is needed: without it Radix leaves the focus on the body', async () => {
    render(<Opener returnFocus={false} />);
    const opener = screen.getByRole('button', { name: 'Open settings' });
    await userEvent.click(opener);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).not.toHaveFocus();
  });
});
