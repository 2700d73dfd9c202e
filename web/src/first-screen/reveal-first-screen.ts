import type { FirstScreen } from './first-screen-at';

/** The title's and the brand's face (styles/index.css `--font-display`), inlined into index.html. */
const DISPLAY_FACE = '1em "Bebas Neue"';
/** The face is in the page, so it decodes in a moment; past this the screen is shown without it. */
const FACE_WAIT_MS = 1000;

/**
 * Shows the drawn-ahead `screen` (the stylesheet reveals `html[data-first-screen]`) once the display
 * face is ready: drawn in the wider fallback, the landing's title would take a third line and move
 * everything below when the face arrived.
 */
export async function revealFirstScreen(screen: FirstScreen, root: HTMLElement = document.documentElement) {
  const fonts = root.ownerDocument.fonts as FontFaceSet | undefined;
  if (fonts) {
    await Promise.race([
      fonts.load(DISPLAY_FACE).catch(() => undefined),
      new Promise((resolve) => setTimeout(resolve, FACE_WAIT_MS)),
    ]);
  }
  root.dataset.firstScreen = screen;
}
