import type { LoadResult } from './load.ts';

export interface Row {
  name: string;
  target: LoadResult;
  bare: LoadResult;
  budgetP95Ms?: number;
}

/** CPU time the hypervisor took during the measurement, as a share of the machine's. */
const stolen = ({ stolen }: LoadResult) => (stolen === null ? '–' : `${(stolen * 100).toFixed(0)} %`);

/**
 * One table per run: the ratio to the bare route is the number to compare across machines.
 * The bare route's p95 is what this machine allows at that concurrency at all: a budget
 * below it cannot be met here by any server. "stolen" is the CPU time the hypervisor gave to
 * other machines while the row was measured: rows with much of it are not comparable.
 */
export function printTable(title: string, rows: Row[]): void {
  console.log(`\n${title}`);
  console.log(
    '| endpoint | req/s | bare req/s | ratio | p50 ms | p95 ms | p99 ms | bare p95 ms | budget p95 | errors | stolen |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const { name, target, bare, budgetP95Ms } of rows) {
    const verdict = budgetP95Ms === undefined ? '–' : `${budgetP95Ms} ${target.p95 <= budgetP95Ms ? '✔' : '✘'}`;
    console.log(
      `| ${name} | ${target.rps.toFixed(0)} | ${bare.rps.toFixed(0)} | ${(target.rps / bare.rps).toFixed(2)} | ${target.p50.toFixed(1)} | ${target.p95.toFixed(1)} | ${target.p99.toFixed(1)} | ${bare.p95.toFixed(1)} | ${verdict} | ${target.errors} | ${stolen(target)} |`,
    );
  }
}
