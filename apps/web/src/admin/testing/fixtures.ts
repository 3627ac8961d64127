import type { Candidature, DocumentCandidature, EtatCandidature } from '@recrutement/contract';

export const ETATS: EtatCandidature[] = [
  { id: 1, etat: 'envoyée' },
  { id: 2, etat: 'consultée par le recruteur' },
  { id: 3, etat: 'En cours de traitement' },
];

export function candidature(overrides: Partial<Candidature> = {}): Candidature {
  return {
    id: 7,
    dateCandidature: '2026-03-02T10:00:00+01:00',
    etatCandidature: ETATS[0] as EtatCandidature,
    individu: {
      id: 11,
      nom: 'Martin',
      prenom: 'Léa',
      email: 'lea.martin@example.com',
      telephone: '612345678',
      pays: { id: 75, designation: 'FRANCE', abreviation: '33', code: 'FR' },
      civilite: { id: 1, designation: 'Madame', abreviation: 'Mme' },
      dateDeNaissance: '1990-05-17',
      adresse: '3 rue des Lilas',
      cp: '69003',
      ville: 'Lyon',
    },
    posteVacant: {
      id: 5,
      nom: 'Développeur Java',
      descriptif: '<p>Java</p>',
      nomEn: null,
      descriptifEn: null,
      poste: { id: 2, reference: 'DEV-01', nom: 'Développeur' },
      session: { id: 3, reference: 'S-2026', dateOuverture: '2026-01-01', dateCloture: '2026-12-31', status: true },
      typeContrat: { id: 1, type: 'CDI' },
      lieu: 'Lyon',
      salaireMin: 38000,
      salaireMax: 45000,
      salairePeriode: 'AN',
      teletravail: 'PARTIEL',
    },
    criteresNonRemplis: false,
    source: { canal: 'SITE', detail: null },
    ...overrides,
  };
}

export function document(id: number, nom: string, nomOriginal: string): DocumentCandidature {
  return {
    id,
    candidature: candidature(),
    nomPieceJointe: { id, nom },
    nomFichier: `0000000${id}-aaaa-4bbb-8ccc-dddddddddddd.pdf`,
    nomOriginal,
    taille: 2048,
    typeMime: 'application/pdf',
  };
}
