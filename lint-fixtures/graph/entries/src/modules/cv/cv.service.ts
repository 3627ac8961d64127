// lint-boundaries: clean
// lint-graph: clean
import { getIndividu } from '../individu/individu.service.js';

export const fusion = (id: number) => getIndividu(id);
