import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers';
import { ChatInput } from './chat-input';

function setup(result: boolean) {
  const onSend = vi.fn(async (_text: string) => result);
  const view = renderWithProviders([{ path: '/', element: <ChatInput onSend={onSend} sending={false} /> }]);
  return { ...view, onSend, box: screen.getByLabelText('Message') };
}

describe('ChatInput', () => {
  it('sends on Enter and adds a newline on Shift+Enter', async () => {
    const { user, box, onSend } = setup(true);
    await user.type(box, 'Hello{Shift>}{Enter}{/Shift}there');
    expect(box).toHaveValue('Hello\nthere');
    expect(onSend).not.toHaveBeenCalled();
    await user.type(box, '{Enter}');
    expect(onSend).toHaveBeenCalledWith('Hello\nthere');
    expect(box).toHaveValue('');
  });

  it('does not send blank text', async () => {
    const { user, box, onSend } = setup(true);
    await user.type(box, '   {Enter}');
    expect(onSend).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
  });

  it('puts the typed text back when the send fails', async () => {
    const { user, box, onSend } = setup(false);
    await user.type(box, 'Goal!{Enter}');
    expect(onSend).toHaveBeenCalledWith('Goal!');
    await vi.waitFor(() => expect(box).toHaveValue('Goal!'));
  });

  it('counts the characters left near the 500 limit, and says when it is reached (issue 29 item 8)', async () => {
    const { user, box } = setup(true);
    await user.click(box);
    await user.paste('x'.repeat(399));
    expect(screen.queryByText(/characters? left/)).not.toBeInTheDocument();
    await user.type(box, 'y');
    expect(screen.getByText('100 characters left')).toBeInTheDocument();
    await user.paste('z'.repeat(99));
    expect(box).toHaveAccessibleDescription('1 character left');
    await user.paste('!!');
    expect(box).toHaveValue(`${'x'.repeat(399)}y${'z'.repeat(99)}!`);
    expect(box).toHaveAccessibleDescription('500 characters: the most a message can hold');
  });
});
