/** Migrates and seeds one database per run; each test file starts from a copy. */
import type { TestProject } from 'vitest/node';
import { prepareTestDatabases } from '@souq/db/testing';

export default async function setup(project: TestProject) {
  return prepareTestDatabases(project.config.env?.SOUQ_TEST_ENGINE === 'postgres' ? 'postgres' : 'pglite');
}
