/**
 * The whole chips an amount is worth: rounded down, never below 0. Float products such as
 * 2.3 * 50 = 114.99999999999999 land a hair off the true
 * decimal value; within a billionth of a whole number they count as that number.
 */
export function wholeChips(amount: number): number {
  const nearest = Math.round(amount);
  const value =
    Math.abs(amount - nearest) < 1e-9 * Math.max(1, Math.abs(amount)) ? nearest : Math.floor(amount);
  return Math.max(0, value);
}
