// lint-boundaries: clean
// lint-ownership: clean
// modules/index.ts gathers every manifest.
import { alerteManifest } from './alerte/alerte.manifest.js';
import { auditManifest } from './audit/audit.manifest.js';
import { candidatureManifest } from './candidature/candidature.manifest.js';
import { mailManifest } from './mail/mail.manifest.js';
import { noteManifest } from './note/note.manifest.js';
import { userManifest } from './user/user.manifest.js';

export const MODULES = [userManifest, candidatureManifest, mailManifest, auditManifest, noteManifest, alerteManifest];
