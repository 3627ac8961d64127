import type { Db } from '../db/index.js';
import type { CrudService } from './crud-routes.js';
import { guardWrite } from './db-errors.js';
import { conflict, notFound } from './errors.js';
import { toKey } from './keys.js';
import { paged } from './page.js';
import type { Slice } from './pagination.js';

/** What a reference table's repository offers the generic service below. */
export interface KeyedStore<Row, Values> {
  findAll(db: Db, slice: Slice | null): Promise<Row[]>;
  countAll(db: Db): Promise<number>;
  findById(db: Db, id: number): Promise<Row | undefined>;
  /** The row a `detail/{key}` path names (its key folded by `toKey`). */
  findForDetail(db: Db, key: string): Promise<Row | undefined>;
  /** Whether another row than `exceptId` already holds that unique key. */
  keyTaken(db: Db, key: string, exceptId?: number): Promise<boolean>;
  insert(db: Db, values: Values): Promise<number>;
  update(db: Db, id: number, values: Values): Promise<boolean>;
  remove(db: Db, id: number): Promise<boolean>;
  /** How many rows of other tables point at this one (a delete is refused while any do). */
  countUses(db: Db, id: number): Promise<number>;
}

export interface KeyedCrudOptions<Row, T, I, Values> {
  store: KeyedStore<Row, Values>;
  toValues: (input: I) => Values;
  /** The folded unique key of the values (`reference_key`, `nom_key`). */
  keyOf: (values: Values) => string;
  toWire: (row: Row) => T;
  messages: { unknown: string; taken: string; inUse: (count: number) => string };
}

/**
 * The service of a reference table with one unique key, ignoring case and accents: the key is
 * checked before a write (a clear 409) and the unique index catches a concurrent twin the same
 * way; a delete is refused with the number of rows still using it, counted again if the foreign
 * key is what refused.
 */
export function keyedCrudService<Row, T, I, Values>(o: KeyedCrudOptions<Row, T, I, Values>): CrudService<T, I> {
  const { store, messages: m } = o;
  const taken = () => conflict(m.taken);

  async function find(db: Db, id: number): Promise<T> {
    const row = await store.findById(db, id);
    if (!row) throw notFound(m.unknown);
    return o.toWire(row);
  }

  async function assertKeyFree(db: Db, values: Values, exceptId?: number) {
    if (await store.keyTaken(db, o.keyOf(values), exceptId)) throw taken();
  }

  return {
    list: ({ db }, query) =>
      paged(
        query,
        async (slice) => (await store.findAll(db, slice)).map(o.toWire),
        () => store.countAll(db),
      ),
    get: ({ db }, id) => find(db, id),
    async detail({ db }, key) {
      const row = await store.findForDetail(db, toKey(key));
      if (!row) throw notFound(m.unknown);
      return o.toWire(row);
    },
    async create({ db }, input) {
      const values = o.toValues(input);
      await assertKeyFree(db, values);
      const id = await guardWrite(() => store.insert(db, values), { unique: taken });
      return find(db, id);
    },
    async update({ db }, id, input) {
      await find(db, id);
      const values = o.toValues(input);
      await assertKeyFree(db, values, id);
      if (!(await guardWrite(() => store.update(db, id, values), { unique: taken }))) throw notFound(m.unknown);
      return find(db, id);
    },
    async remove({ db }, id) {
      const used = await store.countUses(db, id);
      if (used > 0) throw conflict(m.inUse(used));
      const deleted = await guardWrite(() => store.remove(db, id), {
        foreignKey: async () => conflict(m.inUse(await store.countUses(db, id))),
      });
      if (!deleted) throw notFound(m.unknown);
    },
  };
}
