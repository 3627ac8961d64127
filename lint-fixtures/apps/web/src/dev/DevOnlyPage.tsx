// lint-boundaries: clean
// lint-i18n: clean
/** dev/ holds the developers' own pages (never built for people): left out of the rule. */
export function DevOnlyPage() {
  return <h1 aria-label="Page de démonstration">Démonstration</h1>;
}
