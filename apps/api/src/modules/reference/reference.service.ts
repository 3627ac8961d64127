/**
 * The reference module's entry for the other modules: the fixed lists (pays, civilité, type de
 * contrat, statut, nom de document) and the staff-managed ones (poste de travail, session) are
 * read here, in the module that owns their tables. Each list's CRUD service and routes stand
 * beside it (`<list>.service.ts`, `<list>.routes.ts`).
 */
export {
  type DesignationRef,
  findCivilite,
  findCivilitesByIds,
  findEtatById,
  findEtatIdByCode,
  findEtats,
  findNomDocumentsByKeys,
  findPays,
  findPaysByIds,
} from './reference.repository.js';
