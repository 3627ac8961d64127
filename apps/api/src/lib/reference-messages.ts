/** French messages of the reference data and vacancy modules (what the server alone says). */
const count = (n: number, one: string, many: string) => (n > 0 ? `${n} ${n > 1 ? many : one}` : `des ${many}`);

export const referenceMessages = {
  paysUnknown: "Ce pays n'existe pas.",
  civiliteUnknown: "Cette civilité n'existe pas.",
  typeContratUnknown: "Ce type de contrat n'existe pas.",
  etatUnknown: "Cet état de candidature n'existe pas.",
  nomDocumentUnknown: "Ce type de pièce jointe n'existe pas.",
  posteUnknown: "Ce poste de travail n'existe pas.",
  sessionUnknown: "Cette session de candidature n'existe pas.",
  posteVacantUnknown: "Ce poste vacant n'existe pas.",

  etatTaken: 'Cet état de candidature existe déjà.',
  nomDocumentTaken: 'Ce type de pièce jointe existe déjà.',
  posteReferenceTaken: 'Un poste de travail avec cette référence existe déjà.',
  sessionReferenceTaken: 'Une session de candidature avec cette référence existe déjà.',

  posteInUse: (n: number) => `Ce poste est utilisé par ${count(n, 'poste vacant', 'postes vacants')}.`,
  sessionInUse: (n: number) => `Cette session est utilisée par ${count(n, 'poste vacant', 'postes vacants')}.`,
  nomDocumentInUse: (n: number) => `Ce type de pièce jointe est utilisé par ${count(n, 'document', 'documents')}.`,
  posteVacantInUse: (n: number) => `Ce poste vacant a reçu ${count(n, 'candidature', 'candidatures')}.`,
} as const;
