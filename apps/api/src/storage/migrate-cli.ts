import { ConfigError, loadConfig } from '../config/index.js';
import { createStorage } from './index.js';
import { createLocalStorage } from './local.js';
import { copyStore } from './migrate.js';

/**
 * `npm run storage:migrate`: copies the attachments of the local folder (`UPLOAD_DIR`, default
 * `<DATA_DIR>/uploads`) into the bucket configured by `STORAGE=s3` and `S3_*`. Run it before
 * switching a server to S3, and again after: each run copies only what the bucket lacks.
 * Prints the counts; exits with 1 when a file could not be copied.
 */
async function main(): Promise<number> {
  const config = loadConfig();
  if (config.storage.kind !== 's3') {
    console.error('STORAGE=s3 et S3_BUCKET (avec S3_ENDPOINT, S3_ACCESS_KEY_ID… selon le service) sont requis.');
    return 1;
  }
  const source = createLocalStorage(config.uploadDir);
  const target = await createStorage(config.storage);
  await target.check();
  console.info(`Copie de ${config.uploadDir} vers le compartiment « ${config.storage.bucket} »…`);
  const report = await copyStore(source, target);
  console.info(
    `Fichiers dans le dossier : ${report.found} ; copiés : ${report.copied} ; déjà présents : ${report.present} ; en échec : ${report.failed.length}.`,
  );
  for (const failure of report.failed) console.error(`  ${failure.name} : ${failure.reason}`);
  return report.failed.length > 0 ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: Error) => {
    // The store's own words (connection refused, access denied, no such bucket) say what to fix.
    const cause = error.cause instanceof Error ? ` (${error.cause.name} : ${error.cause.message})` : '';
    console.error(error instanceof ConfigError ? error.message : `Copie impossible : ${error.message}${cause}`);
    process.exit(1);
  },
);
