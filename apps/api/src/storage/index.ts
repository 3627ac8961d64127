import type { Config } from '../config/index.js';
import type { FileStorage } from './file-storage.js';
import { createLocalStorage } from './local.js';

export type { FileStorage } from './file-storage.js';

/**
 * The backend the configuration names; app.ts and server.ts both build it here. The S3 client is
 * loaded only when configured, so a server on a local folder never loads the AWS SDK.
 */
export async function createStorage(config: Config['storage']): Promise<FileStorage> {
  if (config.kind === 'fs') return createLocalStorage(config.dir);
  const { createS3Storage } = await import('./s3.js');
  return createS3Storage(config);
}
