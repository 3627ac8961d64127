// lint-boundaries: clean
// A sibling file of the module whose functions renames.service.ts and clean.service.ts re-export.
type Db = { selectFrom(table: string): unknown };
interface AppContext {
  db: Db;
}

export async function runSurface(db: Db) {
  return db.selectFrom('surface');
}

export async function runSurfaceNow(ctx: AppContext) {
  return ctx.db.selectFrom('surface');
}
