// lint-boundaries: clean
// lint-ownership: expect "reads candidature, owned by candidature, not declared in mail's manifest reads"
// A read of a table the module neither owns nor declares.
declare const db: { selectFrom(table: string): unknown };
export const latestLangue = () => db.selectFrom('candidature');
