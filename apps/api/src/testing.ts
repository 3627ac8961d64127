/**
 * The server's entry for tools outside it (the bench's data generator, scripts) that must build a
 * database exactly as the server does: open and migrate it, seed the reference rows, create rows
 * through the factories and compute the folded search keys. Published as `@recrutement/api/testing`
 * (package.json `exports`); everything else under src/ is private to the server, and the lint
 * (biome.json) refuses `apps/api/src` imports from e2e/ and bench/. Keep this list short.
 */
export { parseDatabaseUrl } from './config/index.js';
export { createDatabase, type Db, migrateToLatest } from './db/index.js';
export type { Database } from './db/schema.js';
export { individuSearchKey, toKey } from './lib/keys.js';
export { vacancySearchText } from './lib/search-text.js';
export { DEMO_VACANCIES, describeVacancy } from './seed/demo-data.js';
export { makePosteDeTravail, makeSession, makeUser } from './seed/factories.js';
export { seedReference } from './seed/reference.js';
