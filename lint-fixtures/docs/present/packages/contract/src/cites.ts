// lint-boundaries: clean
// lint-docs: clean

/** A JSDoc citation resolves too (§5, spec §2). */
export const alsoCites = 'sections';
