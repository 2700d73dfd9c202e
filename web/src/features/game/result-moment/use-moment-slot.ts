import { useLayoutEffect, useState } from 'react';
import { KEEP_CLEAR_SELECTOR, TOP_BAR_SELECTOR } from '../../../lib/overlay-marks';
import { type MomentSlot, momentSlot } from './moment-slot';

/** The slip's content moves without a scroll (an error line, the summary): look again this often. */
const RECHECK_MS = 250;

const shownBoxes = (selector: string) =>
  [...document.querySelectorAll(selector)]
    .map((element) => element.getBoundingClientRect())
    .filter((box) => box.width > 0 && box.height > 0);

/** The bottom of the bars stuck at the top: the header, then a bar stuck right under it. */
function topInset(): number {
  let inset = 0;
  for (const bar of shownBoxes(TOP_BAR_SELECTOR).sort((a, b) => a.top - b.top)) {
    if (bar.top <= inset + 1 && bar.bottom > inset) inset = bar.bottom;
  }
  return inset;
}

const NOT_YET: MomentSlot = { at: 'none' };

const sameSlot = (a: MomentSlot, b: MomentSlot) =>
  a.at === b.at && (a.at !== 'top' || b.at !== 'top' || a.top === b.top);

/**
 * Where the moment `card` goes (see momentSlot), measured before it is painted and again on every
 * scroll, resize and every RECHECK_MS while it is shown.
 */
export function useMomentSlot(card: HTMLElement | null): MomentSlot {
  // the slot of the card it was measured for: a card not measured yet waits, unseen
  const [measured, setMeasured] = useState<{ card: HTMLElement; slot: MomentSlot } | null>(null);
  useLayoutEffect(() => {
    if (!card) return;
    let frame = 0;
    const measure = () => {
      frame = 0;
      const box = card.getBoundingClientRect();
      const slot = momentSlot({
        viewportHeight: window.innerHeight,
        topInset: topInset(),
        card: { left: box.left, right: box.right, height: box.height },
        keepClear: shownBoxes(KEEP_CLEAR_SELECTOR),
      });
      setMeasured((current) =>
        current?.card === card && sameSlot(current.slot, slot) ? current : { card, slot },
      );
    };
    const soon = () => {
      frame ||= requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', soon, { passive: true });
    window.addEventListener('resize', soon);
    const timer = window.setInterval(measure, RECHECK_MS);
    return () => {
      window.removeEventListener('scroll', soon);
      window.removeEventListener('resize', soon);
      window.clearInterval(timer);
      cancelAnimationFrame(frame);
    };
  }, [card]);
  return measured !== null && measured.card === card ? measured.slot : NOT_YET;
}
