// lint-boundaries: clean
// lint-i18n: pending 2
/** Under a path of TO_CONVERT: counted as still to convert, not failed (until the lead empties the list). */
export function PendingScreen() {
  return <h1 title="Tableau de bord">Candidatures</h1>;
}
