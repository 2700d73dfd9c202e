import { afterEach, describe, expect, it, vi } from 'vitest';
import { revealFirstScreen } from './reveal-first-screen';

function stubFonts(load: () => Promise<unknown>) {
  Object.defineProperty(document, 'fonts', { value: { load: vi.fn(load) }, configurable: true });
  return (document as unknown as { fonts: { load: ReturnType<typeof vi.fn> } }).fonts.load;
}

afterEach(() => {
  Reflect.deleteProperty(document, 'fonts');
  delete document.documentElement.dataset.firstScreen;
  vi.useRealTimers();
});

describe('revealFirstScreen', () => {
  it('shows the screen once the display face is ready, not before', async () => {
    let ready: (value?: unknown) => void = () => undefined;
    const load = stubFonts(() => new Promise((resolve) => (ready = resolve)));
    const revealed = revealFirstScreen('visitor');
    expect(load).toHaveBeenCalledWith('1em "Bebas Neue"');
    expect(document.documentElement.dataset.firstScreen).toBeUndefined();
    ready();
    await revealed;
    expect(document.documentElement.dataset.firstScreen).toBe('visitor');
  });

  it('shows the screen without the face when it fails or takes too long', async () => {
    stubFonts(() => Promise.reject(new Error('no face')));
    await revealFirstScreen('player');
    expect(document.documentElement.dataset.firstScreen).toBe('player');

    delete document.documentElement.dataset.firstScreen;
    vi.useFakeTimers();
    stubFonts(() => new Promise(() => undefined));
    const revealed = revealFirstScreen('visitor');
    await vi.advanceTimersByTimeAsync(1000);
    await revealed;
    expect(document.documentElement.dataset.firstScreen).toBe('visitor');
  });

  it('shows the screen at once where the browser has no font loading API', async () => {
    await revealFirstScreen('visitor');
    expect(document.documentElement.dataset.firstScreen).toBe('visitor');
  });
});
