// lint-boundaries: clean
// lint-docs: expect "a standard's section written with §"

// §12 is ours and present; RFC 9110 §12 is not ours, and must be written "RFC 9110, section 12".
export const quality = 1;
