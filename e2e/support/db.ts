/**
 * Direct access to the run's database, for the one step a browser test cannot do through the site
 * yet: confirming an e-mail address (the verification message arrives with the mail feature; then
 * this step becomes "open the link of the message").
 */
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { E2E_DATA_DIR } from '../playwright.config.js';

export function markEmailVerified(email: string): void {
  const db = new Database(join(E2E_DATA_DIR, 'e2e.db'));
  try {
    db.pragma('busy_timeout = 5000');
    const changed = db
      .prepare('UPDATE users SET email_verifie = 1 WHERE email_key = ?')
      .run(email.trim().toLowerCase());
    if (changed.changes !== 1) throw new Error(`no account for ${email}`);
  } finally {
    db.close();
  }
}
