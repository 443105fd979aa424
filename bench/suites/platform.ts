/** Issue 2: GET /config and get-zone-id next to a bare route with the same bytes. */
import { runLoad } from '../lib/load.ts';
import { printTable, type Row } from '../lib/report.ts';
import { startBenchServer } from '../lib/server.ts';
import type { SuiteContext } from '../run.ts';

export async function platform({ databaseUrl, durationMs, label }: SuiteContext) {
  const targets = [
    { name: 'GET /api/v1/config', path: '/api/v1/config' },
    { name: 'GET /api/v1/config/get-zone-id', path: '/api/v1/config/get-zone-id?lat=24.7114&lng=46.6744' },
  ];
  const server = await startBenchServer({ targets, databaseUrl });
  try {
    const rows: Row[] = [];
    for (const target of targets) {
      const bare = await runLoad(server.bareOrigin, server.barePath(target.path), { durationMs });
      const measured = await runLoad(server.apiOrigin, target.path, { durationMs });
      rows.push({ name: target.name, target: measured, bare });
    }
    printTable(`Platform API, 50 connections, ${label}`, rows);
  } finally {
    await server.stop();
  }
}
