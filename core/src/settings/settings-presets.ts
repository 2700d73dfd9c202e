/** One-click values of the settings form (spec 2, 9); 999 stands for "unlimited" players. */
export const PLAYER_PRESETS = [2, 4, 8, 999] as const;

export const CHIP_PRESETS = [50, 100, 250, 500, 1000] as const;
