// lint-boundaries: expect "e2e and bench import the wire types from @recrutement/contract"
// A browser test retyping the wire from the server's schema instead of the contract.
import type { Database } from '../../apps/api/src/db/schema.js';

export type Rows = Database;
