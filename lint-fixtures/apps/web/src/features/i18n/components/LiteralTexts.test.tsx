// lint-boundaries: clean
// lint-i18n: clean
/** Tests draw what they like: left out of the rule. */
export const Probe = () => <p title="Sonde">Bonjour</p>;
