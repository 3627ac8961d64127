import type { Readable } from 'node:stream';
import type { DocumentCandidature, DocumentsByCandidature, PaginationQuery } from '@recrutement/contract';
import { apiFr } from '@recrutement/contract';
import type { AppContext } from '../../lib/context.js';
import { emailNotVerified, forbidden, notFound } from '../../lib/errors.js';
import type { TxScope } from '../../lib/events.js';
import { type Page, paged } from '../../lib/page.js';
import type { Scope } from '../../lib/scope.js';
import { immediateScope } from '../../lib/transaction.js';
import { loadCandidatures, ownerOf } from '../candidature/candidature.service.js';
import { isCandidatureInScope, isDocumentInScope } from '../staff/staff.scope.js';
import * as repo from './document-candidature.repository.js';

/** Who is asking, for the "staff in scope, or self for own" rules. */
export interface Viewer {
  /** A staff member (§14): reads what is in `scope`. */
  admin: boolean;
  /** The staff member's scope (null for a candidate). */
  scope: Scope | null;
  individuId: number;
  /** The signed-in user: an admin's download is recorded in the audit trail (§10). */
  userId: number;
  emailVerifie: boolean;
}

/**
 * A candidate reads their own documents only once their e-mail is verified (§9); checked before
 * any lookup, so that an unverified account learns nothing, not even whether a file exists.
 */
function assertVerified(viewer: Viewer): void {
  if (!viewer.admin && !viewer.emailVerifie) throw emailNotVerified();
}

const documentNotFound = () => notFound(apiFr.documentNotFound);

/** Rows to wire shapes, with their applications loaded in one batch. */
async function toDocuments(ctx: Pick<AppContext, 'db'>, rows: repo.DocumentRow[]): Promise<DocumentCandidature[]> {
  const candidatures = await loadCandidatures(
    ctx,
    rows.map((r) => r.candidature_id),
  );
  return rows.flatMap((row) => {
    const candidature = candidatures.get(row.candidature_id);
    if (!candidature) return [];
    return [
      {
        id: row.id,
        candidature,
        nomPieceJointe: { id: row.nom_document_id, nom: row.nom_document_nom },
        nomFichier: row.nom_fichier,
        nomOriginal: row.nom_original,
        taille: Number(row.taille),
        typeMime: row.type_mime,
      },
    ];
  });
}

export function listDocuments(
  ctx: AppContext,
  query: PaginationQuery,
  scope: Scope,
): Promise<Page<DocumentCandidature>> {
  return paged(
    query,
    async (slice) => toDocuments(ctx, await repo.findDocuments(ctx.db, slice, scope)),
    () => repo.countDocuments(ctx.db, scope),
  );
}

export async function getDocument(ctx: AppContext, id: number): Promise<DocumentCandidature> {
  const row = await repo.findDocumentById(ctx.db, id);
  const [document] = row ? await toDocuments(ctx, [row]) : [];
  if (!document) throw documentNotFound();
  return document;
}

/** The documents of one application: an admin, or the candidate it belongs to. */
export async function listByCandidature(
  ctx: AppContext,
  candidatureId: number,
  viewer: Viewer,
): Promise<DocumentCandidature[]> {
  assertVerified(viewer);
  const owner = await ownerOf(ctx, candidatureId);
  if (!viewer.admin && viewer.individuId !== owner) throw forbidden();
  // Out of a MEMBRE's scope: as if it did not exist (§14).
  if (viewer.scope && !(await isCandidatureInScope(ctx.db, viewer.scope, candidatureId))) {
    throw notFound(apiFr.candidatureNotFound);
  }
  return toDocuments(ctx, await repo.findDocumentsByCandidatures(ctx.db, [candidatureId]));
}

/** Applications that have documents, newest first, each with its documents. */
export function listGroupedByCandidature(
  ctx: AppContext,
  query: PaginationQuery,
  scope: Scope,
): Promise<Page<DocumentsByCandidature>> {
  const { db } = ctx;
  return paged(
    query,
    async (slice) => {
      const ids = await repo.findCandidatureIdsWithDocuments(db, slice, scope);
      const documents = await toDocuments(ctx, await repo.findDocumentsByCandidatures(db, ids));
      return ids.flatMap((id) => {
        const own = documents.filter((d) => d.candidature.id === id);
        const candidature = own[0]?.candidature;
        return candidature ? [{ candidature, documents: own }] : [];
      });
    },
    () => repo.countCandidaturesWithDocuments(db, scope),
  );
}

export interface StoredDocument {
  stream: Readable;
  size: number;
  typeMime: string;
  nomOriginal: string;
}

/**
 * The bytes of a stored document, for an admin or the candidate it belongs to. The name has been
 * checked against the stored form before; a row without its file is as unknown as no row.
 */
export async function openDocument(ctx: AppContext, nomFichier: string, viewer: Viewer): Promise<StoredDocument> {
  assertVerified(viewer);
  const row = await repo.findFileByName(ctx.db, nomFichier);
  if (!row) throw documentNotFound();
  const individuId = await ownerOf(ctx, row.candidature_id);
  if (!viewer.admin && viewer.individuId !== individuId) throw forbidden();
  if (viewer.scope && !(await isDocumentInScope(ctx.db, viewer.scope, { nomFichier }))) throw documentNotFound();
  const file = await ctx.storage.open(row.nom_fichier);
  if (!file) throw documentNotFound();
  if (viewer.admin) {
    await ctx.events
      .publish(immediateScope(ctx.db), {
        type: 'personal-data.accessed',
        actorUserId: viewer.userId,
        action: 'document.download',
        targetType: 'document',
        targetId: row.id,
        individuId,
      })
      .catch((error: unknown) => {
        // The file is open: it must not leak when the audit line cannot be written.
        file.stream.destroy();
        throw error;
      });
  }
  return { ...file, typeMime: row.type_mime, nomOriginal: row.nom_original };
}

/** The names among `names` that a document row still names (such a file must never be removed). */
export function referencedFileNames(ctx: Pick<AppContext, 'db'>, names: string[]): Promise<Set<string>> {
  return repo.findReferencedNames(ctx.db, names);
}

/** The stored name and type of each of these documents, by id; a document gone is absent. */
export async function storedFilesOf(
  ctx: Pick<AppContext, 'db'>,
  ids: number[],
): Promise<Map<number, { nomFichier: string; typeMime: string }>> {
  const rows = await repo.findFilesByIds(ctx.db, ids);
  return new Map(rows.map((r) => [r.id, { nomFichier: r.nom_fichier, typeMime: r.type_mime }]));
}

/** A file attached to a new application (the apply flow, §5): its type and the file as stored. */
export interface NewDocument {
  nomDocumentId: number;
  nomFichier: string;
  nomOriginal: string;
  taille: number;
  typeMime: string;
}

/** The attachments of a new application, inside the caller's transaction. */
export function addDocuments(tx: TxScope, candidatureId: number, documents: NewDocument[]): Promise<void> {
  return repo.insertDocuments(
    tx.db,
    documents.map((d) => ({
      candidature_id: candidatureId,
      nom_document_id: d.nomDocumentId,
      nom_fichier: d.nomFichier,
      nom_original: d.nomOriginal,
      taille: d.taille,
      type_mime: d.typeMime,
    })),
  );
}

/**
 * The documents of these applications for the export and the erasure of personal data (§10), and
 * the ids of an application's documents (the cv module queues their text for reading).
 */
export {
  deleteDocumentsOf,
  findDocumentsByCandidatures,
  findFileNamesOf,
  findIdsOfCandidature,
} from './document-candidature.repository.js';
