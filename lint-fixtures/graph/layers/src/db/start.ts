// lint-boundaries: clean
// lint-graph: expect "upward import db → seed"
// A dynamic import is an import.
export const start = () => import('../seed/index.js');
