/** Line colours that stay apart on the light and the dark theme; dashes tell apart more than eight players. */
const COLORS = ['#238a58', '#d4a20f', '#e63946', '#3b82f6', '#a855f7', '#f97316', '#14b8a6', '#ec4899'];
const DASHES = [undefined, '6 3', '2 3'];

export function lineStyle(index: number): { stroke: string; strokeDasharray?: string } {
  const dash = DASHES[Math.floor(index / COLORS.length) % DASHES.length];
  return { stroke: COLORS[index % COLORS.length]!, ...(dash ? { strokeDasharray: dash } : {}) };
}
