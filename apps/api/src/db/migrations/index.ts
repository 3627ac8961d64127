import { initial } from './2026-11-22T0300-initial.js';
import { individuSearchKey } from './2026-11-22T0435-individu-search-key.js';
import { partTwo } from './2026-11-23T2100-part-two.js';
import { publicSearch } from './2026-11-23T2230-public-search.js';
import { pipelineIndexes } from './2026-11-23T2300-pipeline-indexes.js';
import { personalDataIndexes } from './2026-11-24T1000-personal-data-indexes.js';
import { individuTrigram } from './2026-11-24T1200-individu-trigram.js';
import { hiringTeam } from './2026-11-25T1420-hiring-team.js';
import { offerContent } from './2026-11-25T1430-offer-content.js';
import { entretiens } from './2026-11-25T1440-entretiens.js';
import { jobAlerts } from './2026-11-25T1450-job-alerts.js';
import { cvText } from './2026-11-25T1500-cv-text.js';
import { twoLanguages } from './2026-11-25T1510-two-languages.js';
import { etatCodes } from './2026-11-25T1620-etat-codes.js';
import { individuNameOrder } from './2026-11-25T1630-individu-name-order.js';
import { source } from './2026-12-02T0510-source.js';
import { mfa } from './2026-12-02T0520-mfa.js';
import { integrations } from './2026-12-02T0530-integrations.js';
import { messages } from './2026-12-02T0540-messages.js';
import type { PortableMigration } from './types.js';

/** Every migration, by frozen name, in order. Add new ones at the end; never edit old ones. */
export const migrations: Record<string, PortableMigration> = {
  '2026-11-22T0300-initial': initial,
  '2026-11-22T0435-individu-search-key': individuSearchKey,
  '2026-11-23T2100-part-two': partTwo,
  '2026-11-23T2230-public-search': publicSearch,
  '2026-11-23T2300-pipeline-indexes': pipelineIndexes,
  '2026-11-24T1000-personal-data-indexes': personalDataIndexes,
  '2026-11-24T1200-individu-trigram': individuTrigram,
  '2026-11-25T1420-hiring-team': hiringTeam,
  '2026-11-25T1450-job-alerts': jobAlerts,
  '2026-11-25T1440-entretiens': entretiens,
  '2026-11-25T1500-cv-text': cvText,
  '2026-11-25T1430-offer-content': offerContent,
  '2026-11-25T1510-two-languages': twoLanguages,
  '2026-11-25T1620-etat-codes': etatCodes,
  '2026-11-25T1630-individu-name-order': individuNameOrder,
  '2026-12-02T0510-source': source,
  '2026-12-02T0520-mfa': mfa,
  '2026-12-02T0530-integrations': integrations,
  '2026-12-02T0540-messages': messages,
};
