/**
 * The demo store. seedDemo runs only on an empty database (no business
 * settings yet), in one transaction, so a crash mid-seed leaves nothing half done.
 */
import type { Database } from '../client.ts';
import { seedCustomers } from './customers.ts';
import { seedPlatform } from './platform.ts';

export { DEMO_CUSTOMER } from './customers.ts';

export async function isSeeded(db: Database): Promise<boolean> {
  const [row] = await db.query<{ n: number }>('select count(*)::int as n from business_settings');
  return row.n > 0;
}

export async function seedDemo(db: Database): Promise<boolean> {
  if (await isSeeded(db)) return false;
  await db.transaction(async (tx) => {
    await seedPlatform(tx);
    await seedCustomers(tx);
  });
  return true;
}
