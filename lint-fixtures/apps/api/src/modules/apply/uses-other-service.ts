// lint-boundaries: clean
// A server module using another through its service, and the shared plumbing.
import { getIndividu } from '../individu/individu.service.js';
import { toKey } from '../../lib/keys.js';

export const allowed = [getIndividu, toKey];
