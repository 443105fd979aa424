/**
 * Accessibility check of the page as it is now: axe-core (the engine
 * Lighthouse's accessibility audits run) injected into the page, with the
 * WCAG 2.2 A and AA rules. A violation fails with the rule, what it says and
 * the first elements it found, so the report names what to fix.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  help: string;
  nodes: { target: string[] }[];
}

/** `within`: a CSS selector to check only that part of the page (a feature's own content). */
export async function expectNoAxeViolations(page: Page, where = page.url(), within?: string) {
  // Evaluated, not added as a <script>: the pages' Content-Security-Policy (nonces) refuses inline scripts.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async (selector) => {
    const axe = (
      window as unknown as {
        axe: { run: (context: unknown, options: object) => Promise<{ violations: AxeViolation[] }> };
      }
    ).axe;
    const result = await axe.run(selector ? { include: [[selector]] } : document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
      resultTypes: ['violations'],
    });
    return result.violations.map((v) => ({ id: v.id, help: v.help, nodes: v.nodes.slice(0, 5).map((n) => n.target) }));
  }, within ?? null);
  expect(
    violations.map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.join(' ')).join(' | ')}`),
    `axe on ${where}`,
  ).toEqual([]);
}
