/**
 * ESLint rule `souq/table-ownership`: a module's SQL names only the tables it owns
 * (scripts/lint/table-owners.js); a flow names none (it calls the modules). Reads every string and
 * template literal that looks like SQL and the table after each from / join / update / into.
 * Tests are free (they set up and inspect rows directly). An exception (CROSSINGS) is let through
 * in its file only, and only with its written reason; any other crossing fails. Not seen: a table named by a variable
 * (`from ${table}`) and the second table of `from a, b` — write joins.
 */
import path from 'node:path';
import { CROSSINGS, SHARED_TABLES, TABLE_OWNERS } from './table-owners.js';

const OWNER = new Map(Object.entries(TABLE_OWNERS).flatMap(([module, tables]) => tables.map((t) => [t, module])));
const SRC = `${path.sep}apps${path.sep}api${path.sep}src${path.sep}`;
const SQL = /\b(select|insert|update|delete|with)\b/i;
const TABLE = /\b(?:from|join|update|into)\s+([a-z_][a-z0-9_]*)/gi;

/** {module: 'cart', file: 'cart/x.ts'} for …/src/modules/cart/x.ts, {module: null} for a flow, null elsewhere. */
function placeOf(file) {
  const at = file.indexOf(SRC);
  if (at === -1) return null;
  const parts = file.slice(at + SRC.length).split(path.sep);
  if (parts[0] === 'modules' && parts.length > 2) return { module: parts[1], file: parts.slice(1).join('/') };
  if (parts[0] === 'flows') return { module: null, file: null };
  return null;
}

/** The tables a piece of SQL names after from / join / update / into. */
export function tablesIn(sql) {
  if (!SQL.test(sql)) return [];
  return [...sql.matchAll(TABLE)].map((m) => m[1].toLowerCase());
}

/** A reason is a sentence, not a placeholder: what one statement needs from both modules and why. */
export const MIN_REASON_LENGTH = 40;

/** The tables a file may cross: those of its exceptions that carry a written reason. */
function excused(crossings, file) {
  const entry = (file && Object.hasOwn(crossings, file) && crossings[file]) || {};
  return new Set(
    Object.entries(entry)
      .filter(([, reason]) => typeof reason === 'string' && reason.trim().length >= MIN_REASON_LENGTH)
      .map(([table]) => table),
  );
}

/** The rule, letting through the given exceptions (file under modules/ → {table: reason}). */
export function createTableOwnership(crossings) {
  return {
    meta: {
      type: 'problem',
      docs: { description: "Run SQL only on the module's own tables; ask the owning module for the rest." },
      messages: {
        foreign:
          "SQL on '{{table}}', a table of the {{owner}} module: call a function the {{owner}} module exports (modules/{{owner}}/index.ts) instead.",
        flow: "A flow runs no SQL: '{{table}}' belongs to the {{owner}} module; call a function it exports.",
        shared: "'{{table}}' is read only through {{helper}}.",
      },
      schema: [],
    },
    create(context) {
      const file = context.filename;
      if (/\.test\.tsx?$/.test(file)) return {};
      const place = placeOf(file);
      if (!place) return {};
      const owed = excused(crossings, place.file);
      const check = (node, text) => {
        for (const table of new Set(tablesIn(text))) {
          if (owed.has(table)) continue;
          if (table in SHARED_TABLES) {
            context.report({ node, messageId: 'shared', data: { table, helper: SHARED_TABLES[table] } });
            continue;
          }
          const owner = OWNER.get(table);
          if (!owner || owner === place.module) continue;
          context.report({ node, messageId: place.module ? 'foreign' : 'flow', data: { table, owner } });
        }
      };
      return {
        Literal: (node) => {
          if (typeof node.value === 'string') check(node, node.value);
        },
        TemplateLiteral: (node) => check(node, node.quasis.map((q) => q.value.raw).join(' ${} ')),
      };
    },
  };
}

export const tableOwnership = createTableOwnership(CROSSINGS);
