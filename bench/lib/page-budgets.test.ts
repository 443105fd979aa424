import { describe, expect, it } from 'vitest';
import {
  budgetTable,
  countElements,
  inlineScripts,
  medianOf,
  missedBudgets,
  type PageMeasure,
} from './page-budgets.ts';

const page: PageMeasure = {
  performance: 99,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  fcpMs: 1200,
  lcpMs: 1800,
  tbtMs: 10,
  cls: 0,
  ttfbMs: 40,
  scriptsBeforePaint: 8,
  firstLoadKb: 120,
  inlineKb: 6,
  documentKb: 90,
  domElements: 900,
  failed: [],
};

describe('the documents the page budgets weigh (issue 16)', () => {
  it('counts the inline loader data into first-load JavaScript, not the scripts fetched by URL', () => {
    const html =
      '<html><head><script type="module" src="/assets/shell.js"></script>' +
      '<script>window.__reactRouterContext = {"a":1}</script></head>' +
      '<body><p>x</p><script nonce="n">__reactRouterContext.stream.enqueue("b")</script></body></html>';
    expect(inlineScripts(html)).toBe('window.__reactRouterContext = {"a":1}\n__reactRouterContext.stream.enqueue("b")');
  });

  it('counts the elements of the markup, not tags written inside scripts, styles or comments', () => {
    const html =
      '<!DOCTYPE html><html><head><style>a<b>{}</style></head><body><!-- <div> -->' +
      '<ul><li>1</li><li>2<br/></li></ul><script>"<div><span>"</script></body></html>';
    // html head style body ul li li br script
    expect(countElements(html)).toBe(9);
  });
});

describe('medians of Lighthouse runs', () => {
  it('takes each number from the middle run and keeps an audit failing in any run', () => {
    const runs = [
      { ...page, fcpMs: 1400, tbtMs: 90, failed: ['color-contrast'] },
      { ...page, fcpMs: 1100, tbtMs: 0, failed: [] },
      { ...page, fcpMs: 1300, tbtMs: 20, failed: ['target-size'] },
    ];
    const median = medianOf(runs);
    expect(median.fcpMs).toBe(1300);
    expect(median.tbtMs).toBe(20);
    expect(median.failed).toEqual(['color-contrast', 'target-size']);
  });
});

describe('the budgets of issue 16', () => {
  it('holds a page inside every budget', () => {
    expect(missedBudgets('/home', page)).toEqual([]);
  });

  it('names each budget a page misses, the document and DOM budgets only on /home', () => {
    const heavy = { ...page, performance: 97, fcpMs: 1600, firstLoadKb: 130.5, documentKb: 151, domElements: 1201 };
    expect(missedBudgets('/home', heavy)).toEqual(['perf', 'FCP', 'JS', 'HTML', 'DOM']);
    expect(missedBudgets('store', heavy)).toEqual(['perf', 'FCP', 'JS']);
    expect(missedBudgets('/', { ...page, scriptsBeforePaint: 13, cls: 0.03, accessibility: 96 })).toEqual([
      'a11y',
      'CLS',
      'scripts',
    ]);
  });

  it('marks every number over its budget in the table', () => {
    const table = budgetTable([{ page: '/home', locale: 'ar', m: { ...page, lcpMs: 2100, domElements: 3499 } }]);
    const row = table.split('\n')[2];
    expect(row).toContain('| 2.10 ✘ |');
    expect(row).toContain('| 3499 ✘ |');
    expect(row).toContain('| 1.20 |');
    expect(row.match(/✘/g)).toHaveLength(2);
  });
});
