// lint-boundaries: clean
// lint-ownership: expect "reads candidature, owned by candidature: plugins/ and config/ read no table"
// A plugin reading a table: app.ts hands it the module's reader instead.
declare const db: { selectFrom(table: string): unknown };
export const openVacancies = () => db.selectFrom('candidature as c');
