import type { SessionCandidature, SessionCandidatureInput } from '@recrutement/contract';
import type { CrudService } from '../../lib/crud-routes.js';
import { keyedCrudService } from '../../lib/keyed-crud.js';
import { toKey } from '../../lib/keys.js';
import { referenceMessages as m } from '../../lib/reference-messages.js';
import * as repo from './session-candidature.repository.js';

/** Application sessions: unique reference; the dates rule is in the input schema (contract). */
export const sessionCandidatureService: CrudService<SessionCandidature, SessionCandidatureInput> = keyedCrudService({
  store: {
    ...repo,
    findForDetail: repo.findByReferenceKey,
    keyTaken: repo.referenceTaken,
    countUses: repo.countPostesVacants,
  },
  toValues: (input: SessionCandidatureInput): repo.SessionValues => ({
    reference: input.reference,
    reference_key: toKey(input.reference),
    date_ouverture: input.dateOuverture,
    date_cloture: input.dateCloture,
    status: input.status ? 1 : 0,
  }),
  keyOf: (values) => values.reference_key,
  toWire: (row: repo.SessionRow): SessionCandidature => ({
    id: row.id,
    reference: row.reference,
    dateOuverture: row.date_ouverture,
    dateCloture: row.date_cloture,
    status: row.status === 1,
  }),
  messages: { unknown: m.sessionUnknown, taken: m.sessionReferenceTaken, inUse: m.sessionInUse },
});
