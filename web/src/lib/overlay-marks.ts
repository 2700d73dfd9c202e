/**
 * Marks, spread on an element, for what floats over the page (the result moment): what it must
 * never cover (the bet slip and its messages), and the sticky bars at the top it goes under.
 */
export const keepClear = { 'data-keep-clear': '' } as const;
export const topBar = { 'data-top-bar': '' } as const;

export const KEEP_CLEAR_SELECTOR = '[data-keep-clear]';
export const TOP_BAR_SELECTOR = '[data-top-bar]';
