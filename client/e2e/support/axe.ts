import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;
type Violation = AxeResults['violations'][number];

const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/** One readable paragraph per violation: rule, impact, help link, and the offending elements. */
export function formatViolations(violations: readonly Violation[]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes
        .map((node) => `    - ${node.target.join(' ')}\n      ${node.failureSummary?.replaceAll('\n', '\n      ') ?? ''}`)
        .join('\n');
      return `[${violation.impact}] ${violation.id}: ${violation.help}\n  ${violation.helpUrl}\n${nodes}`;
    })
    .join('\n\n');
}

export interface A11yScanOptions {
  /** CSS selectors to leave out of the scan (e.g. a third-party embed). */
  exclude?: string[];
  /** Rule ids to skip, with a reason in the calling test. */
  disableRules?: string[];
}

/**
 * Runs axe (WCAG 2.x A and AA rules plus best practices) on the page as it is now and fails the
 * test when any violation is serious or critical. Minor and moderate ones are printed only.
 */
export async function expectNoSeriousA11yViolations(page: Page, options: A11yScanOptions = {}): Promise<void> {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  if (options.disableRules?.length) builder = builder.disableRules(options.disableRules);

  // Colours mid-transition (a button fading to its hover or busy colour) are not what a person
  // reads: let finite CSS transitions and animations end before measuring contrast.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const { violations } = await builder.analyze();
  const blocking = violations.filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''));
  const other = violations.filter((violation) => !BLOCKING_IMPACTS.has(violation.impact ?? ''));
  if (other.length > 0) console.warn(`axe (not failing) on ${page.url()}:\n${formatViolations(other)}`);

  expect(blocking, `Serious accessibility violations on ${page.url()}:\n\n${formatViolations(blocking)}`).toEqual([]);
}
