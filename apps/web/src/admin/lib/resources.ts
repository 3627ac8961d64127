import type {
  EtatCandidature,
  EtatCandidatureInput,
  NomDocument,
  NomDocumentInput,
  PosteDeTravail,
  PosteDeTravailInput,
  PosteVacant,
  PosteVacantInput,
  SessionCandidature,
  SessionCandidatureInput,
  TypeContrat,
} from '@recrutement/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { crudResource } from './crud-resource';
import { adminKeys } from './query-keys';

/** The resources of the back office (contract §4), shared by the screens that list or pick them. */
export const typeContratResource = crudResource<TypeContrat, never>('type-contrat', '/type-contrat');
export const etatCandidatureResource = crudResource<EtatCandidature, EtatCandidatureInput>(
  'etat-candidature',
  '/etat-candidature',
);
export const nomDocumentResource = crudResource<NomDocument, NomDocumentInput>('nom-document', '/nom-document');
export const posteDeTravailResource = crudResource<PosteDeTravail, PosteDeTravailInput>(
  'poste-de-travail',
  '/poste-de-travail',
);
export const sessionCandidatureResource = crudResource<SessionCandidature, SessionCandidatureInput>(
  'session-candidature',
  '/session-candidature',
);
export const posteVacantResource = crudResource<PosteVacant, PosteVacantInput>('poste-vacant', '/poste-vacant');

/** Vacancies open today (the only ones an application can be recorded for). */
export const openVacanciesQuery = () =>
  queryOptions({
    queryKey: [...adminKeys.domain('poste-vacant'), 'open'],
    queryFn: ({ signal }) => api<PosteVacant[]>('/poste-vacant/list', { query: { ouvert: true }, signal }),
  });
