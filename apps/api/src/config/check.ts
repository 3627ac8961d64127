/**
 * `npm start` runs this first (through tsx, on the sources): a bad environment variable stops the
 * start in a second, with the same French message as the server's, instead of after the build.
 */
import { ConfigError, loadConfig } from './index.js';

try {
  loadConfig(process.env, { check: true });
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}
