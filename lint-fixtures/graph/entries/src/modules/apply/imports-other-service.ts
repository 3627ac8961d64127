// lint-boundaries: clean
// lint-graph: expect "another module is used only through its entry (modules/cv/cv-search.service.ts"
// The usual name is not the entry when the manifest names another file.
import { fusion } from '../cv/cv.service.js';

export const merge = fusion;
