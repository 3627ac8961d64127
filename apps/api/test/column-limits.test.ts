import { COLUMN_LIMITS } from '@recrutement/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** `varchar(n)` sizes of every column, read from the migrated database itself. */
async function columnSizes(): Promise<Map<string, number>> {
  const sizes = new Map<string, number>();
  if (t.app.dialect === 'postgres') {
    const { rows } = await sql<{ table_name: string; column_name: string; size: number }>`
      select table_name, column_name, character_maximum_length as size from information_schema.columns
      where table_schema = current_schema() and character_maximum_length is not null`.execute(t.db);
    for (const r of rows) sizes.set(`${r.table_name}.${r.column_name}`, Number(r.size));
    return sizes;
  }
  const { rows } = await sql<{ name: string; sql: string }>`
    select name, sql from sqlite_master where type = 'table' and sql is not null`.execute(t.db);
  for (const table of rows) {
    for (const [, column, size] of table.sql.matchAll(/"(\w+)" varchar\((\d+)\)/g)) {
      sizes.set(`${table.name}.${column}`, Number(size));
    }
  }
  return sizes;
}

describe('COLUMN_LIMITS (the bounds of the request schemas)', () => {
  it('agree with the columns of the migrated schema, key columns included', async () => {
    const sizes = await columnSizes();
    expect(sizes.size).toBeGreaterThan(20);
    for (const [table, columns] of Object.entries(COLUMN_LIMITS)) {
      for (const [column, limit] of Object.entries(columns)) {
        expect({ column: `${table}.${column}`, size: sizes.get(`${table}.${column}`) }).toEqual({
          column: `${table}.${column}`,
          size: limit,
        });
        const key = sizes.get(`${table}.${column}_key`);
        if (key !== undefined)
          expect({ key: `${table}.${column}_key`, size: key }).toEqual({ key: `${table}.${column}_key`, size: limit });
      }
    }
  });
});
