// lint-boundaries: clean
// lint-graph: clean
export const findIndividuRow = (id: number) => ({ id });
