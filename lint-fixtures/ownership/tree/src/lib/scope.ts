// lint-boundaries: clean
// lint-ownership: expect "reads candidature, owned by candidature, not declared in plumbing's manifest reads"
// Plumbing reading a module's table: the query belongs to the module, handed down to lib/.
declare const db: { selectFrom(table: string): unknown };
export const inScope = () => db.selectFrom('candidature');
