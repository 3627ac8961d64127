// lint-boundaries: clean
// lint-graph: clean
// A module uses the layers below it.
import { page } from '../../lib/page.js';

export const listOpen = () => page([]);
