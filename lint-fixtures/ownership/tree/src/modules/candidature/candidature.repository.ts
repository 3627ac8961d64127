// lint-boundaries: clean
// lint-ownership: clean
// An owned read joined to a declared one ('table as alias') passes; a CTE's name is not a table.
declare const db: {
  with(name: string, query: unknown): { selectFrom(table: string): unknown };
  selectFrom(table: string): { innerJoin(table: string, a: string, b: string): unknown };
};
export const list = () => db.selectFrom('candidature as c').innerJoin('users as u', 'u.id', 'c.individu_id');
export const recent = () => db.with('recent', list()).selectFrom('recent');
