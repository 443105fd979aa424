/**
 * Opens the configured database, applies migrations and seeds the demo
 * store when the database is empty: what `npm start` does before listening.
 */
import { join } from 'node:path';
import { migrate, openDatabase, seedDemo, type Database } from '@souq/db';
import { announceDemo } from './demo-mode.ts';
import type { Env } from './env.ts';

export async function startDatabase(env: Env, log: (message: string) => void = console.log): Promise<Database> {
  const db = env.DATABASE_URL
    ? await openDatabase({ url: env.DATABASE_URL })
    : await openDatabase({ dataDir: join(env.DATA_DIR, 'pglite') });
  try {
    const applied = await migrate(db);
    if (applied.length) log(`database: applied ${applied.length} migration(s): ${applied.join(', ')}`);
    if (env.SEED_DEMO && (await seedDemo(db))) log('database: seeded the demo store');
    await announceDemo(db, env);
    return db;
  } catch (error) {
    await db.close();
    throw error;
  }
}
