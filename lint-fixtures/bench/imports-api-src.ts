// lint-boundaries: expect "e2e and bench import the wire types from @recrutement/contract"
// A bench reaching into the server's source instead of @recrutement/api/testing.
import { seedReference } from '../apps/api/src/seed/reference.js';

export const seed = seedReference;
