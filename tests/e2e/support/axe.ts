import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The impacts a screen may not have: a person using a screen reader or the keyboard is stopped by them. */
export const BLOCKING_IMPACTS = ['critical', 'serious'] as const;

export interface Violation {
  rule: string;
  impact: string;
  /** How many elements break the rule. */
  count: number;
  /** The first offending element (its CSS path) and what axe says about it. */
  example: string;
}

/**
 * Runs axe-core on the whole document as it is now and answers its critical and serious violations. The source
 * is evaluated in the page, not added as a script tag, which the app's content security policy would refuse.
 */
export async function blockingViolations(page: Page): Promise<Violation[]> {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(axeSource);
  return page.evaluate(async (impacts) => {
    type AxeNode = { target: string[]; failureSummary?: string };
    type AxeResult = { id: string; impact: string | null; nodes: AxeNode[] };
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: AxeResult[] }> } }).axe;
    const { violations } = await axe.run(document, { resultTypes: ['violations'] });
    return violations
      .filter((violation) => impacts.includes(violation.impact ?? ''))
      .map((violation) => ({
        rule: violation.id,
        impact: violation.impact ?? '',
        count: violation.nodes.length,
        example: `${violation.nodes[0].target.join(' ')}: ${(violation.nodes[0].failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 240)}`,
      }));
  }, [...BLOCKING_IMPACTS] as string[]);
}
