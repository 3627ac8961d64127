// lint-boundaries: clean
// lint-i18n: expect "6 inline-text markers, at most 5"
// Six deliberate sentences in one server: one too many (scripts/lint-i18n.mjs).
// inline-text: reason one
export const one = 'Une phrase pour la console.';
// inline-text: reason two
export const two = 'Une autre phrase pour la console.';
// inline-text: reason three
export const three = 'Encore une phrase pour la console.';
// inline-text: reason four
export const four = 'Une quatrième phrase pour la console.';
// inline-text: reason five
export const five = 'Une cinquième phrase pour la console.';
// inline-text: reason six
export const six = 'Une sixième phrase pour la console.';
