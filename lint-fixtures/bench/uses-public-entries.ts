// lint-boundaries: clean
// The bench's way in: the contract and the server's testing entry.
import { todayIn } from '@recrutement/contract';
import { seedReference } from '@recrutement/api/testing';

export const allowed = [todayIn, seedReference];
