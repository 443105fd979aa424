/**
 * Seed scenarios beyond the demo store: 'scale' adds 500 stores and 10,000
 * items to the demo city, and 30 copies of the demo fleet to its rental
 * providers (1,110 more vehicles), deterministically (packages/db
 * seed/catalog/scale.ts, seed/rental-scale.ts).
 */
import { seedRentalScale, seedScale, type Database } from '@souq/db';

export async function seedScenario(db: Database, scenario: 'demo' | 'scale'): Promise<void> {
  if (scenario === 'demo') return;
  if (scenario === 'scale') {
    await seedScale(db);
    return seedRentalScale(db);
  }
  throw new Error(`Unknown bench scenario: ${scenario}`);
}
