// lint-boundaries: clean
// A plugin uses the plumbing below it.
import { isFresh } from '../lib/etag.js';

export const fresh = isFresh;
