/** Chips won or lost with their sign and a real minus: "+16", "−10", "0". */
export function signedChips(chips: number): string {
  if (chips > 0) return `+${chips}`;
  if (chips < 0) return `\u2212${-chips}`;
  return '0';
}
