// lint-boundaries: clean
// lint-ownership: clean
// The module's public entry.
export const mail = true;
