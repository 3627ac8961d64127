// lint-boundaries: clean
// lint-ownership: expect "writes users, owned by user"
// A write to another module's table: ask the owner's entry instead.
declare const db: { updateTable(table: string): { set(values: object): unknown } };
export const forgetLangue = () => db.updateTable('users').set({ langue: 'fr' });
