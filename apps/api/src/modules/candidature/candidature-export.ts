import { Readable } from 'node:stream';
import {
  type Candidature,
  type CandidatureFilters,
  formatNumber,
  type Lang,
  type Reponse,
  type ReponseValeur,
  serverEn,
  serverFr,
  translator,
} from '@recrutement/contract';
import { stringify } from 'csv-stringify';
import type { AppContext } from '../../lib/context.js';
import { ALL } from '../../lib/scope.js';
import { inTransaction } from '../../lib/transaction.js';
import { localDateTime } from '../../lib/zoned-time.js';
import { loadQuestions } from '../poste-vacant/poste-vacant.service.js';
import { listCriteria, loadCandidatures, loadReponses, orderOf } from './candidature.service.js';
import { findCandidatureIds } from './candidature-list.repository.js';

/** Applications loaded (with their relations) per round trip while the file streams out. */
const BATCH = 500;

/** The file's words (server catalogue, `csv.*`) in the reader's language (contract §17). */
const TEXT = { fr: translator(serverFr, 'fr'), en: translator(serverEn, 'en') };

const COLUMNS = [
  'csv.id',
  'csv.date',
  'csv.civilite',
  'csv.nom',
  'csv.prenom',
  'csv.email',
  'csv.telephone',
  'csv.offre',
  'csv.poste',
  'csv.session',
  'csv.typeContrat',
  'csv.etat',
  'csv.criteresNonRemplis',
  'csv.source',
] as const;

/** An answer as a cell: yes or no, a number, or the text as given. */
function answerText(valeur: ReponseValeur, lang: Lang): string {
  if (typeof valeur === 'boolean') return TEXT[lang](valeur ? 'csv.oui' : 'csv.non');
  if (typeof valeur === 'number') return formatNumber(valeur, lang);
  return valeur;
}

/**
 * The answers' columns (§16): filtered by one vacancy, one per current question (headed by its
 * text, matched by question id); else one "Réponses" column with every answer as "question : answer".
 */
type AnswerColumns = { header: string[]; cells: (reponses: Reponse[]) => string[] };

async function answerColumns(ctx: AppContext, filters: CandidatureFilters, lang: Lang): Promise<AnswerColumns> {
  const say = TEXT[lang];
  if (filters.posteVacant === undefined) {
    return {
      header: [say('csv.reponses')],
      cells: (reponses) => [
        reponses
          .map((r) => say('csv.reponse', { question: r.question.libelle, reponse: answerText(r.valeur, lang) }))
          .join(' | '),
      ],
    };
  }
  const questions = await loadQuestions(ctx, filters.posteVacant);
  return {
    header: questions.map((q) => q.libelle),
    cells: (reponses) =>
      questions.map((q) => {
        const answer = reponses.find((r) => r.question.id === q.id);
        return answer ? answerText(answer.valeur, lang) : '';
      }),
  };
}

/**
 * A spreadsheet runs a cell that begins with `=`, `+`, `-`, `@`, a tab or a carriage return as a
 * formula (`=HYPERLINK(...)` typed as a name by an applicant): such a cell is prefixed with `'`,
 * which Excel and LibreOffice show as text (contract §12).
 */
export function neutralise(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

function toRecord(c: Candidature, timeZone: string, answers: string[], lang: Lang): string[] {
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
    TEXT[lang](c.criteresNonRemplis ? 'csv.oui' : 'csv.non'),
    // The channel's code (§22), with what names it within it: `FLUX (indeed)`.
    c.source.detail === null ? c.source.canal : `${c.source.canal} (${c.source.detail})`,
    ...answers,
  ].map(neutralise);
}

/**
 * The applications of the list's filters and order (all of them: `page` and `size` are ignored),
 * as CSV for a French spreadsheet: UTF-8 with a BOM, `;` between cells, CRLF between lines, one
 * header line; its words (header, yes and no) in the reader's language. The ids are read first (a
 * few bytes each), then the rows go out batch by batch, so memory stays flat whatever the size;
 * the stream waits while the client is slow to read.
 */
export async function exportCsv(
  ctx: AppContext,
  filters: CandidatureFilters,
  adminUserId: number,
  lang: Lang,
): Promise<Readable> {
  // Managers only (the route's `requireManager`): every application, as for ADMIN and RECRUTEUR (§14).
  const criteria = { ...listCriteria(filters, ctx.config.timeZone, ctx.dialect), scope: ALL };
  const ids = await findCandidatureIds(ctx.db, ctx.dialect, criteria, orderOf(filters.tri));
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
  const answers = await answerColumns(ctx, filters, lang);
  async function* records() {
    for (let at = 0; at < ids.length; at += BATCH) {
      const batch = ids.slice(at, at + BATCH);
      const [byId, reponses] = await Promise.all([loadCandidatures(ctx, batch), loadReponses(ctx, batch)]);
      for (const id of batch) {
        const candidature = byId.get(id);
        // Erased between the two reads: it is simply no longer there.
        if (candidature) yield toRecord(candidature, timeZone, answers.cells(reponses.get(id) ?? []), lang);
      }
    }
  }
  const csv = stringify({
    bom: true,
    delimiter: ';',
    record_delimiter: 'windows',
    header: true,
    columns: [...COLUMNS.map((key) => TEXT[lang](key)), ...answers.header.map(neutralise)],
  });
  const source = Readable.from(records());
  source.on('error', (error) => csv.destroy(error));
  return source.pipe(csv);
}
