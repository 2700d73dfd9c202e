import { describe, expect, it } from 'vitest';
import { momentSlot, type ScreenBox } from './moment-slot';

/** A phone, 390x844, with the header and the round bar stuck at the top down to 150 px. */
const PHONE = { viewportHeight: 844, topInset: 150, card: { left: 16, right: 374, height: 100 } };
const box = (top: number, bottom: number, left = 16, right = 374): ScreenBox => ({
  top,
  bottom,
  left,
  right,
});

describe('momentSlot', () => {
  it('goes at the foot when nothing to keep clear is there', () => {
    expect(momentSlot({ ...PHONE, keepClear: [] })).toEqual({ at: 'bottom' });
    expect(momentSlot({ ...PHONE, keepClear: [box(200, 600)] })).toEqual({ at: 'bottom' });
  });

  it('goes at the top, under the bars, when the slip or its error line is at the foot', () => {
    expect(momentSlot({ ...PHONE, keepClear: [box(400, 900)] })).toEqual({ at: 'top', top: 158 });
    expect(momentSlot({ ...PHONE, keepClear: [box(260, 500), box(700, 730)] })).toEqual({
      at: 'top',
      top: 158,
    });
  });

  it('goes between the betting status and the slip when there is room nowhere else', () => {
    expect(momentSlot({ ...PHONE, keepClear: [box(150, 200), box(330, 900)] })).toEqual({
      at: 'top',
      top: 208,
    });
    expect(momentSlot({ ...PHONE, keepClear: [box(150, 200), box(300, 900)] })).toEqual({ at: 'none' });
  });

  it('waits while the slip fills the screen', () => {
    expect(momentSlot({ ...PHONE, keepClear: [box(200, 800)] })).toEqual({ at: 'none' });
    expect(momentSlot({ ...PHONE, keepClear: [box(-100, 2000)] })).toEqual({ at: 'none' });
  });

  it('goes at the foot beside a slip it does not cover, as in a desktop right column', () => {
    const desktop = { viewportHeight: 900, topInset: 56, card: { left: 939, right: 1259, height: 110 } };
    expect(momentSlot({ ...desktop, keepClear: [box(300, 900, 315, 907)] })).toEqual({ at: 'bottom' });
  });
});
