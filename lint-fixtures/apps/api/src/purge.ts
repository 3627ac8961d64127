// lint-boundaries: clean
// lint-i18n: clean
// The operator's console (a CLI, the start banner) speaks to the person at the terminal: left out (scripts/lint-i18n.mjs).
console.info('Purge à blanc : personnes sans activité depuis le 1er janvier.');
