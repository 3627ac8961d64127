// lint-boundaries: clean
// lint-graph: clean
// Another module through its entry (whatever its manifest names), and the plumbing.
import { toKey } from '../../lib/keys.js';
import { cvCondition } from '../cv/cv-search.service.js';
import { getIndividu } from '../individu/individu.service.js';

export const allowed = [getIndividu, cvCondition, toKey];
