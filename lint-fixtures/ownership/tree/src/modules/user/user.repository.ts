// lint-boundaries: clean
// lint-ownership: clean
// An owned write passes.
declare const db: { updateTable(table: string): { set(values: object): unknown } };
export const setLangue = (langue: string) => db.updateTable('users').set({ langue });
