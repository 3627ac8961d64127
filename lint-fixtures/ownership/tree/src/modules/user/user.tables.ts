// lint-boundaries: clean
// lint-ownership: clean
// The module's tables (types only).
export interface UserTables {
  users: { id: number; langue: string };
}
