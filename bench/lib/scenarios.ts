/**
 * Seed scenarios beyond the demo store: 'scale' adds 500 stores and 10,000
 * items to the demo city, deterministically (packages/db seed/catalog/scale.ts).
 */
import { seedScale, type Database } from '@souq/db';

export async function seedScenario(db: Database, scenario: 'demo' | 'scale'): Promise<void> {
  if (scenario === 'demo') return;
  if (scenario === 'scale') return seedScale(db);
  throw new Error(`Unknown bench scenario: ${scenario}`);
}
