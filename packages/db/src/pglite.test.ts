/**
 * The embedded engine's statements, one call each and parsed once (pglite.ts, decision 2): what
 * must stay as PGlite's own query and transaction did it — a statement that failed leaves the next
 * one working (also the same text, prepared before or not), a failed transaction rolls back
 * whole, a transaction that swallowed a failed statement is refused at COMMIT, a transaction's
 * statements started together run in order, and a NOTIFY committed reaches listen().
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './client.ts';
import { TransactionAborted } from './pglite.ts';

let db: Database;

beforeAll(async () => {
  db = await openDatabase({});
  await db.query('create table items (id int primary key, name text not null, tags text[], born date, n bigint)');
});
afterAll(() => db.close());

describe('PGlite statements (pglite.ts)', () => {
  it('binds text parameters to a statement prepared once and parses rows with our parsers', async () => {
    for (const id of [1, 2])
      await db.query('insert into items (id, name, tags, born, n) values ($1, $2, $3, $4, $5)', [
        id,
        `item ${id}`,
        ['a', 'b"c'],
        '2024-02-29',
        9_000_000_000,
      ]);
    const rows = await db.query('select * from items where id = any($1::int[]) order by id', [[1, 2]]);
    expect(rows).toEqual([
      { id: 1, name: 'item 1', tags: ['a', 'b"c'], born: '2024-02-29', n: 9_000_000_000 },
      { id: 2, name: 'item 2', tags: ['a', 'b"c'], born: '2024-02-29', n: 9_000_000_000 },
    ]);
  });

  it('a statement that failed (in parse, in bind, in execution) leaves the next ones working', async () => {
    await expect(db.query('selec 1 where $1', [1])).rejects.toThrow(/syntax error/);
    const byId = 'select name from items where id = $1';
    await expect(db.query(byId, ['not a number'])).rejects.toThrow(/invalid input syntax/);
    expect(await db.query(byId, [1])).toEqual([{ name: 'item 1' }]);
    await expect(db.query('insert into items (id, name) values ($1, $2)', [1, 'again'])).rejects.toMatchObject({
      code: '23505',
    });
    expect(await db.query('insert into items (id, name) values ($1, $2) returning id', [3, 'three'])).toEqual([
      { id: 3 },
    ]);
    expect(await db.query('select count(*)::int as n from items')).toEqual([{ n: 3 }]);
  });

  it('a transaction that throws rolls back whole; one that swallowed a failed statement is refused', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.query('insert into items (id, name) values ($1, $2)', [10, 'ten']);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    await expect(
      db.transaction(async (tx) => {
        await tx.query('insert into items (id, name) values ($1, $2)', [11, 'eleven']);
        await tx.query('insert into items (id, name) values ($1, $2)', [1, 'duplicate']).catch(() => {});
      }),
    ).rejects.toThrow(TransactionAborted);
    expect(await db.query('select id from items where id = any($1::int[])', [[10, 11]])).toEqual([]);
    // And the engine takes the next transaction as usual.
    expect(await db.transaction(() => Promise.resolve('nothing run'))).toBe('nothing run');
    await db.transaction((tx) => tx.query('update items set name = $2 where id = $1', [3, 'III']));
    expect(await db.query('select name from items where id = $1', [3])).toEqual([{ name: 'III' }]);
  });

  it("a transaction's statements started together run in order, and other callers wait for its end", async () => {
    const inside = await db.transaction(async (tx) => {
      const [, , read] = await Promise.all([
        tx.query('insert into items (id, name) values ($1, $2)', [4, 'four']),
        tx.query('update items set name = $2 where id = $1', [4, 'FOUR']),
        tx.query('select name from items where id = $1', [4]),
      ]);
      return read;
    });
    expect(inside).toEqual([{ name: 'FOUR' }]);

    // A query asked for while a transaction is open runs after it: here, after its rollback. Run
    // inside it (one engine, one session), it would see the uncommitted row.
    let outside: Promise<unknown> | undefined;
    await expect(
      db.transaction(async (tx) => {
        await tx.query('insert into items (id, name) values ($1, $2)', [5, 'five']);
        outside = db.query('select name from items where id = $1', [5]);
        await new Promise((resolve) => setTimeout(resolve, 20));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await outside).toEqual([]);
  });

  it('a NOTIFY committed by a transaction reaches listen()', async () => {
    const heard: string[] = [];
    const listener = await db.listen('items_changed', { message: (payload) => heard.push(payload), reset() {} });
    await db.transaction((tx) => tx.query("select pg_notify('items_changed', $1)", ['item 4']));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(heard).toEqual(['item 4']);
    await listener.close();
  });
});
