import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** The WCAG levels the app is held to: 2.0 A and AA, and 2.1 AA. */
export const A11Y_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa'];
const BLOCKING = new Set(['serious', 'critical']);

type Result = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/** One line per violation: impact, rule, help text, then each offending element's selector. */
export function describeViolations(violations: Result[]): string {
  return violations
    .map((v) => {
      const targets = v.nodes.map((node) => `    ${node.target.join(' ')}`).join('\n');
      return `[${v.impact}] ${v.id}: ${v.help}\n${targets}`;
    })
    .join('\n');
}

/**
 * Waits until no finite CSS animation or transition is running, so a dialog fading in is scanned at
 * full colour; endless ones (spinners, the ticker) are left alone.
 */
async function settle(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
    null,
    { timeout: 5_000 },
  );
}

/** Serious and critical WCAG 2.1 AA violations on the page as it is now. */
export async function seriousA11yViolations(page: Page): Promise<Result[]> {
  await settle(page);
  // legacy mode runs axe inside the page itself instead of opening a blank page beside it,
  // which would take the focus away from the page under test
  const results = await new AxeBuilder({ page }).withTags(A11Y_TAGS).setLegacyMode(true).analyze();
  return results.violations.filter((v) => BLOCKING.has(v.impact ?? ''));
}

/** Fails with a readable list (rule and elements) when axe finds a serious or critical violation. */
export async function expectNoSeriousA11yViolations(page: Page, label: string): Promise<void> {
  const violations = await seriousA11yViolations(page);
  expect(violations.length, `accessibility of ${label}:\n${describeViolations(violations)}`).toBe(0);
}
