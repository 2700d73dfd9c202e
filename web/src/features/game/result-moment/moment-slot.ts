/** A box on the screen, in viewport pixels. */
export type ScreenBox = { top: number; bottom: number; left: number; right: number };

/** Where the result moment goes: at the foot of the screen, at a height from the top, or nowhere yet. */
export type MomentSlot = { at: 'bottom' } | { at: 'top'; top: number } | { at: 'none' };

/** The moment's distance from the screen's foot and from the bars above it (bottom-4, top-2). */
export const MOMENT_BOTTOM_GAP = 16;
export const MOMENT_TOP_GAP = 8;

type SlotInput = {
  viewportHeight: number;
  /** The bottom of the sticky bars at the top of the screen (site header, the phone's round bar). */
  topInset: number;
  /** The moment card's width span and height, wherever it is now. */
  card: { left: number; right: number; height: number };
  /** What the moment must never cover: the bet slip and the betting status. */
  keepClear: readonly ScreenBox[];
};

const overlaps = (a: ScreenBox, b: ScreenBox) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * The first place where the moment covers nothing of `keepClear` (issue 29 item 2: at the foot it
 * hid Confirm Bet and the bet's error line just as betting on the next round opened): the foot of
 * the screen, else its top under the sticky bars, else just under something kept clear (between
 * the betting status and the slip, say). When the slip fills the screen there is none: the moment
 * waits until there is.
 */
export function momentSlot({ viewportHeight, topInset, card, keepClear }: SlotInput): MomentSlot {
  const at = (top: number): ScreenBox => ({
    left: card.left,
    right: card.right,
    top,
    bottom: top + card.height,
  });
  const fits = (top: number) =>
    top >= topInset + MOMENT_TOP_GAP &&
    top + card.height <= viewportHeight - MOMENT_BOTTOM_GAP &&
    !keepClear.some((kept) => overlaps(at(top), kept));
  if (fits(viewportHeight - MOMENT_BOTTOM_GAP - card.height)) return { at: 'bottom' };
  const tops = [topInset, ...keepClear.map((kept) => kept.bottom)].map((edge) => edge + MOMENT_TOP_GAP);
  const top = tops.find(fits);
  return top === undefined ? { at: 'none' } : { at: 'top', top };
}
