import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers';
import { LobbyCodeInput } from './lobby-code-input';

function setup() {
  const onJoin = vi.fn();
  const view = renderWithProviders([
    { path: '/', element: <LobbyCodeInput onJoin={onJoin} pending={false} /> },
  ]);
  return {
    ...view,
    onJoin,
    input: screen.getByLabelText('Lobby code'),
    button: screen.getByRole('button', { name: 'JOIN GAME' }),
  };
}

describe('LobbyCodeInput', () => {
  it('uppercases, keeps only the code alphabet and stops at 6', async () => {
    const { user, input } = setup();
    expect(input).toHaveAttribute('placeholder', 'AB23CD');
    await user.type(input, 'ab-0o1i 23cdxyz');
    expect(input).toHaveValue('AB23CD');
  });

  it('keeps JOIN GAME disabled until 6 characters, then joins with the code', async () => {
    const { user, input, button, onJoin } = setup();
    await user.type(input, 'ab23c');
    expect(button).toBeDisabled();
    await user.type(input, 'd');
    expect(button).toBeEnabled();
    await user.click(button);
    expect(onJoin).toHaveBeenCalledWith('AB23CD');
  });
});
