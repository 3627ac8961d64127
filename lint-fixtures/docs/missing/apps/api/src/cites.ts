// lint-boundaries: clean
// lint-docs: expect "§3", "§7", "spec §4", "spec §5"

// Cited and present: §1, contract §2, spec §2, and the first two of the range §1–§3.
// Missing: §7 alone, §3 as the end of that range, spec §5, and spec §4 of the list (spec §2, §4): a
// list carries on the document it started with, so §4 here is the spec's, not the contract's.
export const cites = 'sections';
