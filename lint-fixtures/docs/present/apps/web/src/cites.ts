// lint-boundaries: clean
// lint-docs: clean

// Every form of citation, each resolving: §1, § 1, contract §4, the range contract §4–5, §4/§5,
// §1 and §5, the sub-section §4.1, spec §2, Spec §9, spec §2, §9 (a list of the spec's), the
// spec's clients (contract §5), and a standard written out: RFC 9110, section 12.5.1.
export const cites = 'sections';
