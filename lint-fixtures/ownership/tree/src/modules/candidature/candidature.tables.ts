// lint-boundaries: clean
// lint-ownership: clean
// The module's tables (types only).
export interface CandidatureTables {
  candidature: { id: number; individu_id: number };
}
