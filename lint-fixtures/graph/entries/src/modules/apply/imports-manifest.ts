// lint-boundaries: clean
// lint-graph: expect "another module is used only through its entry"
// A module's manifest is for modules/index.ts, not for other modules.
import { individuManifest } from '../individu/individu.manifest.js';

export const owner = individuManifest.name;
