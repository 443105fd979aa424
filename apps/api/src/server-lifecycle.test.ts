/**
 * `npm start` semantics, on the real server process: migrations and seed on
 * first start, Ctrl-C (SIGINT, twice as a terminal and launcher send it)
 * closes the database cleanly, and the next start reuses the same data.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const SERVER = fileURLToPath(new URL('./server.ts', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'souq-lifecycle-'));
const PORT = 3900 + Math.floor(Math.random() * 90);

function startServer() {
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (c) => (output += c));
  child.stderr.on('data', (c) => (output += c));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function waitUntilUp() {
  for (let i = 0; i < 360; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/api/v1/config`)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not start');
}

const subscribe = (email: string) =>
  fetch(`http://127.0.0.1:${PORT}/api/v1/newsletter/subscribe`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('server lifecycle on the embedded database', () => {
  it('seeds on first start, survives a double Ctrl-C cleanly, and keeps writes for the next start', async () => {
    const first = startServer();
    await waitUntilUp();
    expect(first.output()).toContain('seeded the demo store');
    expect((await subscribe('kept@example.com')).status).toBe(200);

    first.child.kill('SIGINT');
    first.child.kill('SIGINT');
    expect(await first.exited).toBe(0);

    const second = startServer();
    await waitUntilUp();
    expect(second.output()).not.toContain('seeded the demo store');
    const again = await subscribe('kept@example.com');
    expect(again.status).toBe(409);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  }, 180_000);
});
