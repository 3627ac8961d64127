import type { SessionCandidature, SessionCandidatureInput } from '@recrutement/contract';
import type { Db } from '../../db/index.js';
import { conflict, notFound } from '../../lib/errors.js';
import { toKey } from '../../lib/keys.js';
import type { CrudService } from '../reference/crud-routes.js';
import { guardWrite } from '../reference/db-errors.js';
import { referenceMessages as m } from '../reference/messages.js';
import { paged } from '../reference/page.js';
import * as repo from './session-candidature.repository.js';

const toSession = (row: repo.SessionRow): SessionCandidature => ({
  id: row.id,
  reference: row.reference,
  dateOuverture: row.date_ouverture,
  dateCloture: row.date_cloture,
  status: row.status === 1,
});

const toValues = (input: SessionCandidatureInput): repo.SessionValues => ({
  reference: input.reference,
  reference_key: toKey(input.reference),
  date_ouverture: input.dateOuverture,
  date_cloture: input.dateCloture,
  status: input.status ? 1 : 0,
});

async function get(db: Db, id: number): Promise<SessionCandidature> {
  const row = await repo.findById(db, id);
  if (!row) throw notFound(m.sessionUnknown);
  return toSession(row);
}

async function assertReferenceFree(db: Db, key: string, exceptId?: number) {
  if (await repo.referenceTaken(db, key, exceptId)) throw conflict(m.sessionReferenceTaken);
}

const taken = () => conflict(m.sessionReferenceTaken);

/** Application sessions: unique reference; the dates rule is in the input schema (contract). */
export const sessionCandidatureService: CrudService<SessionCandidature, SessionCandidatureInput> = {
  list: (db, query) =>
    paged(
      query,
      async (slice) => (await repo.findAll(db, slice)).map(toSession),
      () => repo.countAll(db),
    ),
  get,
  async detail(db, reference) {
    const row = await repo.findByReferenceKey(db, toKey(reference));
    if (!row) throw notFound(m.sessionUnknown);
    return toSession(row);
  },
  async create(db, input) {
    const values = toValues(input);
    await assertReferenceFree(db, values.reference_key);
    const id = await guardWrite(() => repo.insert(db, values), { unique: taken });
    return get(db, id);
  },
  async update(db, id, input) {
    await get(db, id);
    const values = toValues(input);
    await assertReferenceFree(db, values.reference_key, id);
    if (!(await guardWrite(() => repo.update(db, id, values), { unique: taken }))) throw notFound(m.sessionUnknown);
    return get(db, id);
  },
  async remove(db, id) {
    const used = await repo.countPostesVacants(db, id);
    if (used > 0) throw conflict(m.sessionInUse(used));
    const deleted = await guardWrite(() => repo.remove(db, id), {
      foreignKey: async () => conflict(m.sessionInUse(await repo.countPostesVacants(db, id))),
    });
    if (!deleted) throw notFound(m.sessionUnknown);
  },
};
