// lint-boundaries: clean
// lint-graph: clean
// Receives its reader instead of importing the module.
export const seoPlugin = (readers: { listOpen(): unknown }) => readers;
