import type { Page } from 'playwright-core';

/** What happened when the page was handed inline script three ways. */
export type InlineScriptProbe = {
  /** An inline `<script>` element appended to the body ran. */
  scriptRan: boolean;
  /** An inline `onerror` attribute on an image ran. */
  handlerRan: boolean;
  /** A string handed to `setTimeout`, which the browser must compile as `eval` does, ran. */
  timerRan: boolean;
  /** The effective directive of each `securitypolicyviolation` event, in order. */
  violations: string[];
};

/**
 * Tries inline script in the page as injected markup would (script element, event-handler attribute,
 * code in a string) and reports what ran and which CSP violations the browser raised. A direct
 * `eval` would prove nothing here: DevTools lets code it evaluates use eval whatever the CSP says.
 */
export function probeInlineScript(page: Page): Promise<InlineScriptProbe> {
  return page.evaluate(async () => {
    const flags = window as unknown as Record<string, boolean>;
    flags.kcScriptRan = false;
    flags.kcHandlerRan = false;
    flags.kcTimerRan = false;
    const violations: string[] = [];
    document.addEventListener('securitypolicyviolation', (event) =>
      violations.push(event.effectiveDirective),
    );

    const script = document.createElement('script');
    script.textContent = 'window.kcScriptRan = true;';
    document.body.append(script);

    const image = document.createElement('img');
    image.setAttribute('onerror', 'window.kcHandlerRan = true;');
    image.src = '/no-such-image.png';
    const imageSettled = new Promise((resolve) => {
      image.addEventListener('error', resolve);
      image.addEventListener('load', resolve);
    });
    document.body.append(image);

    // the string overload of setTimeout, which the DOM typings leave out
    (setTimeout as unknown as (code: string, ms: number) => number)('window.kcTimerRan = true;', 0);

    await imageSettled;
    // timers and violation events are queued as tasks; let them run
    await new Promise((resolve) => setTimeout(resolve, 200));
    script.remove();
    image.remove();
    return {
      scriptRan: flags.kcScriptRan,
      handlerRan: flags.kcHandlerRan,
      timerRan: flags.kcTimerRan,
      violations,
    };
  });
}
