/**
 * Seed scenarios beyond the demo store. 'scale' is added by the catalog
 * (10,000 items, 500 stores); until then only 'demo' exists.
 */
import type { Database } from '@souq/db';

export async function seedScenario(_db: Database, scenario: 'demo' | 'scale'): Promise<void> {
  if (scenario === 'demo') return;
  throw new Error(`Unknown bench scenario: ${scenario}`);
}
