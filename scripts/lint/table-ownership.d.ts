// Types of table-ownership.js, for the TypeScript that reads it (its test).
import type { Rule } from 'eslint';

export function tablesIn(sql: string): string[];
export const MIN_REASON_LENGTH: number;
export function createTableOwnership(crossings: Record<string, Record<string, string>>): Rule.RuleModule;
export const tableOwnership: Rule.RuleModule;
