// lint-boundaries: clean
// lint-ownership: expect "reads users, owned by user, not declared in mail's manifest reads"
// A raw `sql` template is read too: FROM and JOIN name tables.
declare const sql: (parts: TemplateStringsArray, ...values: unknown[]) => unknown;
export const langueOf = (id: number) => sql`select langue from users where id = ${id}`;
