/**
 * Issue 14, "no module runs SQL on another module's tables": the lint rule that keeps it, run on
 * made-up files (it fails a foreign table, lets the owner's through, lets an exception through only
 * with its written reason) and on the real exceptions (each is really there and says why).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { CROSSINGS } from './table-owners.js';
import { createTableOwnership, MIN_REASON_LENGTH, tablesIn } from './table-ownership.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const modules = join(root, 'apps/api/src/modules');

function lint(relative: string, code: string, known: Record<string, Record<string, string>> = {}) {
  const linter = new Linter();
  return linter
    .verify(
      code,
      [
        {
          files: ['**/*.ts'],
          languageOptions: { parser: tseslint.parser },
          plugins: { souq: { rules: { 'table-ownership': createTableOwnership(known) } } },
          rules: { 'souq/table-ownership': 'error' },
        },
      ],
      { filename: join(root, 'apps/api/src', relative) },
    )
    .map((m) => m.message);
}

describe('souq/table-ownership', () => {
  it("refuses a module's SQL on another module's table and names the owner", () => {
    const messages = lint(
      'modules/orders/x.ts',
      "export const q = (db) => db.query('update items set stock = stock + 1 where id = $1', [1]);",
    );
    expect(messages).toEqual([expect.stringContaining("'items', a table of the catalog module")]);
  });

  it("lets a module run SQL on its own tables and the shared helper's fragment through", () => {
    expect(
      lint(
        'modules/orders/x.ts',
        'export const q = `select o.* from orders o join order_details d on d.order_id = o.id`;',
      ),
    ).toEqual([]);
  });

  it('refuses any SQL on a table in a flow, and raw SQL on translations anywhere in the modules', () => {
    expect(lint('flows/x.ts', "export const q = 'select * from carts where id = $1';")).toEqual([
      expect.stringContaining('A flow runs no SQL'),
    ]);
    expect(lint('modules/zones/x.ts', "export const q = 'select value from translations t where t.id = 1';")).toEqual([
      expect.stringContaining('lib/translations.ts'),
    ]);
  });

  it('leaves prose alone: a string that is not SQL names no table', () => {
    expect(tablesIn('Choose from stores near you')).toEqual([]);
    expect(tablesIn('select 1 from orders o join stores s on true')).toEqual(['orders', 'stores']);
  });

  it('lets an exception through only in its own file, and only with its written reason', () => {
    const code = "export const q = 'select count(*) from orders';";
    const reason = 'One statement counts the orders under the lock the claim holds; split, a parallel claim slips in.';
    expect(lint('modules/chat/service.ts', code, { 'chat/service.ts': { orders: reason } })).toEqual([]);
    expect(lint('modules/chat/live.ts', code, { 'chat/service.ts': { orders: reason } })).toHaveLength(1);
    expect(lint('modules/chat/service.ts', code, { 'chat/service.ts': { orders: '' } })).toHaveLength(1);
    expect(lint('modules/chat/service.ts', code, { 'chat/service.ts': { orders: 'needed' } })).toHaveLength(1);
  });

  it.each(Object.entries(CROSSINGS))(
    '%s still crosses to each table it is excused for, and says why',
    (file, tables) => {
      const messages = lint(`modules/${file}`, readFileSync(join(modules, file), 'utf8'));
      for (const [table, reason] of Object.entries(tables)) {
        expect(reason.trim().length, `${file} → ${table}: the reason`).toBeGreaterThanOrEqual(MIN_REASON_LENGTH);
        expect(
          messages.some((m) => m.includes(`'${table}'`)),
          `${file} → ${table} (else strike it)`,
        ).toBe(true);
      }
    },
  );
});
