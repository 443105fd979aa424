/**
 * Issue 16's page budgets and the pure arithmetic of the page suites
 * (lighthouse, page-weight): what a document weighs, medians of runs, and
 * the table that says which budget holds. No browser, no server: unit-tested
 * (page-budgets.test.ts).
 */
import { gzipSync } from 'node:zlib';

/** Issue 16, on every page in English and Arabic. */
export const BUDGETS = {
  performance: 98,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  fcpMs: 1500,
  lcpMs: 2000,
  tbtMs: 50,
  cls: 0.02,
  /** Scripts requested before the first contentful paint. */
  scriptsBeforePaint: 12,
  /** First-load JavaScript including the inline loader data, kB gzip. */
  firstLoadKb: 130,
};

/** /home only (issue 16): the document's raw size and its elements. */
export const HOME_BUDGETS = { documentKb: 150, domElements: 1200 };

/** The text of a document's inline scripts (the loader data React Router writes into it), joined. */
export function inlineScripts(html: string): string {
  const texts: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (/\bsrc\s*=/i.test(match[1])) continue;
    texts.push(match[2]);
  }
  return texts.join('\n');
}

/** Size in kB of text compressed as the bench counts every script (gzip level 6). */
export function gzipKb(text: string | Buffer): number {
  return gzipSync(text, { level: 6 }).length / 1024;
}

/**
 * Elements of a server-rendered document (its start tags outside scripts,
 * styles and comments): what the browser builds before any script runs.
 */
export function countElements(html: string): number {
  const markup = html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<(script|style|template)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, '<$1>');
  return markup.match(/<[a-zA-Z][a-zA-Z0-9-]*(?=[\s/>])/g)?.length ?? 0;
}

/** The median of each number across runs (the middle run's, per number); a failing audit of any run is kept. */
export function medianOf<T extends { failed: string[] }>(runs: T[]): T {
  if (runs.length === 0) throw new Error('no runs');
  const keys = Object.keys(runs[0]).filter((key) => key !== 'failed') as (keyof T)[];
  const middle = (key: keyof T) => runs.map((run) => run[key] as number).sort((a, b) => a - b)[runs.length >> 1];
  return {
    ...(Object.fromEntries(keys.map((key) => [key, middle(key)])) as unknown as T),
    failed: [...new Set(runs.flatMap((run) => run.failed))],
  };
}

export interface PageMeasure {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  ttfbMs: number;
  scriptsBeforePaint: number;
  /** Scripts as sent (Lighthouse's transfer sizes) plus the inline loader data gzip, kB. */
  firstLoadKb: number;
  inlineKb: number;
  documentKb: number;
  domElements: number;
  failed: string[];
}

/** The budgets a measured page misses (names of the table's columns), none when all hold. */
export function missedBudgets(page: string, m: PageMeasure): string[] {
  const missed: string[] = [];
  if (m.performance < BUDGETS.performance) missed.push('perf');
  if (m.accessibility < BUDGETS.accessibility) missed.push('a11y');
  if (m.bestPractices < BUDGETS.bestPractices) missed.push('BP');
  if (m.seo < BUDGETS.seo) missed.push('SEO');
  if (m.fcpMs > BUDGETS.fcpMs) missed.push('FCP');
  if (m.lcpMs > BUDGETS.lcpMs) missed.push('LCP');
  if (m.tbtMs > BUDGETS.tbtMs) missed.push('TBT');
  if (m.cls > BUDGETS.cls) missed.push('CLS');
  if (m.scriptsBeforePaint > BUDGETS.scriptsBeforePaint) missed.push('scripts');
  if (m.firstLoadKb > BUDGETS.firstLoadKb) missed.push('JS');
  if (page === '/home' && m.documentKb > HOME_BUDGETS.documentKb) missed.push('HTML');
  if (page === '/home' && m.domElements > HOME_BUDGETS.domElements) missed.push('DOM');
  return missed;
}

/** A Markdown table of the pages against the budgets, ✘ after each number over its budget. */
export function budgetTable(rows: { page: string; locale: string; m: PageMeasure }[]): string {
  const mark = (ok: boolean, text: string) => (ok ? text : `${text} ✘`);
  const lines = [
    `| page | lang | Perf ≥${BUDGETS.performance} | A11y | BP | SEO | FCP ≤${BUDGETS.fcpMs / 1000} s | LCP ≤${BUDGETS.lcpMs / 1000} s | TBT ≤${BUDGETS.tbtMs} ms | CLS ≤${BUDGETS.cls} | TTFB ms | scripts before paint ≤${BUDGETS.scriptsBeforePaint} | JS+data kB gz ≤${BUDGETS.firstLoadKb} (data) | HTML kB raw | DOM elements | failing audits |`,
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|',
  ];
  for (const { page, locale, m } of rows) {
    const missed = new Set(missedBudgets(page, m));
    lines.push(
      [
        page,
        locale,
        mark(!missed.has('perf'), String(m.performance)),
        mark(!missed.has('a11y'), String(m.accessibility)),
        mark(!missed.has('BP'), String(m.bestPractices)),
        mark(!missed.has('SEO'), String(m.seo)),
        mark(!missed.has('FCP'), (m.fcpMs / 1000).toFixed(2)),
        mark(!missed.has('LCP'), (m.lcpMs / 1000).toFixed(2)),
        mark(!missed.has('TBT'), m.tbtMs.toFixed(0)),
        mark(!missed.has('CLS'), m.cls.toFixed(3)),
        m.ttfbMs.toFixed(0),
        mark(!missed.has('scripts'), String(m.scriptsBeforePaint)),
        mark(!missed.has('JS'), `${m.firstLoadKb.toFixed(1)} (${m.inlineKb.toFixed(1)})`),
        mark(!missed.has('HTML'), m.documentKb.toFixed(1)),
        mark(!missed.has('DOM'), String(m.domElements)),
        m.failed.join(', ') || '–',
      ].join(' | '),
    );
  }
  return lines.map((line) => (line.startsWith('|') ? line : `| ${line} |`)).join('\n');
}
