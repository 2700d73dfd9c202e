import { applyCurrentTheme } from '../components/ui/theme-toggle/theme';
import { afterFirstPaint } from './after-first-paint';
import { firstScreenAt } from './first-screen-at';
import { revealFirstScreen } from './reveal-first-screen';
import { startApp } from './start-app';
import { whenDocumentRead } from './when-document-read';

/**
 * Runs from <head> as a classic script built apart from the app (build/first-screen-plugin.ts),
 * before the body is drawn: puts the page in the player's theme, shows the drawn-ahead screen that
 * fits (if any), and starts the app once that screen is on the glass; off the home route there is
 * none, and the app starts as soon as the document has been read.
 */
applyCurrentTheme();
const screen = firstScreenAt(window.location.pathname);
if (screen) {
  void revealFirstScreen(screen);
  afterFirstPaint(() => startApp());
} else {
  whenDocumentRead(() => startApp());
}
