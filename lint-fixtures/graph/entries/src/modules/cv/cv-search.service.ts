// lint-boundaries: clean
// lint-graph: clean
export const cvCondition = (q: string) => q.trim();
