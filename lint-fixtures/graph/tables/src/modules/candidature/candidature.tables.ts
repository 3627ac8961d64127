// lint-boundaries: clean
// lint-graph: expect "a *.tables.ts file imports only kysely"
// A table declaration borrowing a type from elsewhere would pull that place under db/.
import type { Lang } from '@recrutement/contract';

export interface CandidatureTable {
  id: number;
  langue: Lang;
}
