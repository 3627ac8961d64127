import { Readable } from 'node:stream';
import type { Candidature, CandidatureFilters } from '@recrutement/contract';
import { stringify } from 'csv-stringify';
import type { AppContext } from '../../lib/context.js';
import { inTransaction } from '../../lib/transaction.js';
import { localDateTime } from '../../lib/zoned-time.js';
import * as repo from './candidature.repository.js';
import { listCriteria, loadCandidatures, orderOf } from './candidature.service.js';

/** Applications loaded (with their relations) per round trip while the file streams out. */
const BATCH = 500;

const COLUMNS = [
  'N°',
  'Date de candidature',
  'Civilité',
  'Nom',
  'Prénom',
  'E-mail',
  'Téléphone',
  'Offre',
  'Poste',
  'Session',
  'Type de contrat',
  'État',
];

/**
 * A spreadsheet runs a cell that begins with `=`, `+`, `-`, `@`, a tab or a carriage return as a
 * formula (`=HYPERLINK(...)` typed as a name by an applicant): such a cell is prefixed with `'`,
 * which Excel and LibreOffice show as text (contract §12).
 */
export function neutralise(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

function toRecord(c: Candidature, timeZone: string): string[] {
  const { individu, posteVacant } = c;
  return [
    String(c.id),
    localDateTime(c.dateCandidature, timeZone),
    individu.civilite?.designation ?? '',
    individu.nom,
    individu.prenom,
    individu.email,
    individu.telephone,
    posteVacant.nom,
    posteVacant.poste.nom,
    posteVacant.session.reference,
    posteVacant.typeContrat.type,
    c.etatCandidature.etat,
  ].map(neutralise);
}

/**
 * The applications of the list's filters and order (all of them: `page` and `size` are ignored),
 * as CSV for a French spreadsheet: UTF-8 with a BOM, `;` between cells, CRLF between lines, one
 * header line. The ids are read first (a few bytes each), then the rows go out batch by batch, so
 * memory stays flat whatever the size; the stream waits while the client is slow to read.
 */
export async function exportCsv(ctx: AppContext, filters: CandidatureFilters, adminUserId: number): Promise<Readable> {
  const criteria = listCriteria(filters, ctx.config.timeZone, ctx.dialect);
  const ids = await repo.findCandidatureIds(ctx.db, ctx.dialect, criteria, orderOf(filters.tri));
  // One line of audit for the whole file: who exported personal data, how many applications.
  await inTransaction(ctx, (tx) =>
    tx.publish({
      type: 'personal-data.accessed',
      actorUserId: adminUserId,
      action: 'export',
      targetType: 'candidature',
      targetId: null,
      individuId: null,
    }),
  );
  const timeZone = ctx.config.timeZone;
  async function* records() {
    for (let at = 0; at < ids.length; at += BATCH) {
      const batch = ids.slice(at, at + BATCH);
      const byId = await loadCandidatures(ctx.db, batch);
      for (const id of batch) {
        const candidature = byId.get(id);
        // Erased between the two reads: it is simply no longer there.
        if (candidature) yield toRecord(candidature, timeZone);
      }
    }
  }
  const csv = stringify({ bom: true, delimiter: ';', record_delimiter: 'windows', header: true, columns: COLUMNS });
  const source = Readable.from(records());
  source.on('error', (error) => csv.destroy(error));
  return source.pipe(csv);
}
