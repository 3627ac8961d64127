import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { INITIAL_ETAT } from '@recrutement/contract';
import type { Db } from '../db/index.js';
import { toKey, toSearchKey } from '../lib/keys.js';
import { insertHistorique } from '../modules/candidature/candidature.service.js';
import { insertIndividu } from '../modules/individu/individu.service.js';
import type { FileStorage } from '../storage/index.js';
import { shiftDate } from './demo.js';
import { textPdf } from './demo-pdf.js';
import { insertCandidature, insertDocuments } from './factories.js';

/**
 * Fictional applicants (addresses on example.com, the documentation domain) so that a first run
 * shows a back office with work to review: each applies to demo vacancies with a CV and a cover
 * letter, and some were already moved along the statuses by the admin.
 */
interface DemoApplicant {
  civilite: 'Madame' | 'Mademoiselle' | 'Monsieur';
  prenom: string;
  nom: string;
  /** International form, as the apply flow stores it. */
  telephone: string;
  naissance: string;
  adresse: string;
  cp: string;
  ville: string;
  titre: string;
  experience: string[];
  /** Vacancy names, with the statuses each application went through after 'envoyée', a day apart. */
  candidatures: { vacancy: string; daysAgo: number; statuts: string[] }[];
}

export const DEMO_APPLICANTS: DemoApplicant[] = [
  {
    civilite: 'Madame',
    prenom: 'Camille',
    nom: 'Durand',
    telephone: '+33 6 12 34 56 78',
    naissance: '1994-03-12',
    adresse: '8 rue Mercière',
    cp: '69002',
    ville: 'Lyon',
    titre: 'Développeuse full-stack',
    experience: ['2021 – 2026 : développeuse TypeScript, agence web lyonnaise', '2018 – 2021 : intégratrice web'],
    candidatures: [
      {
        vacancy: 'Développeur full-stack TypeScript',
        daysAgo: 9,
        statuts: ['consultée par le recruteur', 'En cours de traitement'],
      },
      { vacancy: 'Développeur front-end React', daysAgo: 9, statuts: [] },
    ],
  },
  {
    civilite: 'Monsieur',
    prenom: 'Thomas',
    nom: 'Petit',
    telephone: '+33 6 23 45 67 89',
    naissance: '1999-07-02',
    adresse: '14 quai de la Fosse',
    cp: '44000',
    ville: 'Nantes',
    titre: 'Analyste de données',
    experience: ['2023 – 2026 : data analyst, e-commerce', '2022 : stage en business intelligence'],
    candidatures: [{ vacancy: 'Data analyst marketing', daysAgo: 7, statuts: ['consultée par le recruteur'] }],
  },
  {
    civilite: 'Mademoiselle',
    prenom: 'Léa',
    nom: 'Moreau',
    telephone: '+33 7 34 56 78 90',
    naissance: '2004-11-23',
    adresse: '3 rue des Écoles',
    cp: '75005',
    ville: 'Paris',
    titre: 'Étudiante en informatique',
    experience: ['2024 – 2026 : BUT informatique', '2025 : projet tuteuré, application de covoiturage'],
    candidatures: [{ vacancy: 'Stage développement web', daysAgo: 5, statuts: [] }],
  },
  {
    civilite: 'Monsieur',
    prenom: 'Hugo',
    nom: 'Lefèvre',
    telephone: '+33 6 45 67 89 01',
    naissance: '1988-01-30',
    adresse: '27 cours de l’Intendance',
    cp: '33000',
    ville: 'Bordeaux',
    titre: 'Comptable confirmé',
    experience: ['2015 – 2026 : comptable fournisseurs, groupe industriel', '2012 – 2015 : assistant comptable'],
    candidatures: [
      {
        vacancy: 'Comptable fournisseurs',
        daysAgo: 12,
        statuts: ['consultée par le recruteur', 'En cours de traitement', 'Acceptée'],
      },
    ],
  },
  {
    civilite: 'Madame',
    prenom: 'Inès',
    nom: 'Fontaine',
    telephone: '+33 6 56 78 90 12',
    naissance: '1996-05-17',
    adresse: '11 allée Jean Jaurès',
    cp: '31000',
    ville: 'Toulouse',
    titre: 'Chargée de recrutement',
    experience: ['2020 – 2026 : chargée de recrutement en cabinet', '2018 – 2020 : assistante RH'],
    candidatures: [
      { vacancy: 'Chargé de recrutement', daysAgo: 11, statuts: ['consultée par le recruteur', 'Refusée'] },
      { vacancy: 'Assistant ressources humaines', daysAgo: 4, statuts: [] },
    ],
  },
  {
    civilite: 'Monsieur',
    prenom: 'Yanis',
    nom: 'Benali',
    telephone: '+33 7 67 89 01 23',
    naissance: '2001-09-08',
    adresse: '45 La Canebière',
    cp: '13001',
    ville: 'Marseille',
    titre: 'Community manager',
    experience: ['2024 – 2026 : licence information et communication', '2023 : stage réseaux sociaux'],
    candidatures: [{ vacancy: 'Community manager en alternance', daysAgo: 2, statuts: [] }],
  },
];

function cv(a: DemoApplicant): Buffer {
  return textPdf(`CV de ${a.prenom} ${a.nom}`, [
    { text: `${a.prenom} ${a.nom}`, size: 22 },
    { text: a.titre, size: 14, gap: 4 },
    { text: `${a.adresse}, ${a.cp} ${a.ville}`, gap: 10 },
    { text: `${a.telephone} · ${emailOf(a)}` },
    { text: 'Expérience', size: 14, gap: 16 },
    ...a.experience.map((text) => ({ text: `• ${text}` })),
  ]);
}

function lettre(a: DemoApplicant, vacancy: string): Buffer {
  return textPdf(`Lettre de motivation de ${a.prenom} ${a.nom}`, [
    { text: `${a.prenom} ${a.nom}`, size: 14 },
    { text: `${a.ville}`, gap: 2 },
    { text: `Objet : candidature au poste « ${vacancy} »`, gap: 24 },
    { text: 'Madame, Monsieur,', gap: 18 },
    { text: 'Votre offre a retenu toute mon attention : elle correspond à mon parcours', gap: 8 },
    { text: 'et à ce que je souhaite construire dans les prochaines années.' },
    { text: 'Je me tiens à votre disposition pour un entretien.', gap: 8 },
    { text: 'Veuillez agréer mes salutations distinguées.', gap: 18 },
    { text: `${a.prenom} ${a.nom}`, gap: 12 },
  ]);
}

/** Lower case, no accents, runs of anything else one dash: `Léa Moreau` gives `lea-moreau`. */
const slug = (text: string) =>
  toSearchKey(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
const emailOf = (a: DemoApplicant) => `${slug(a.prenom)}.${slug(a.nom)}@example.com`;

interface PlannedDocument {
  nomDocumentId: number;
  nomFichier: string;
  nomOriginal: string;
  bytes: Buffer;
}

/**
 * Writes the demo applicants, their applications, documents and status history. The files are
 * stored first and the rows in one transaction; if the transaction fails the files are removed,
 * so nothing is left half-written. Answers the number of applications created.
 */
export async function seedDemoApplications(db: Db, storage: FileStorage, today: string): Promise<number> {
  const byKey = <K extends string>(rows: ({ id: number } & Record<K, string>)[], key: K) =>
    new Map(rows.map((row) => [row[key], row.id]));
  const [vacancies, etats, civilites, documents, france, admin] = await Promise.all([
    db
      .selectFrom('poste_vacant')
      .select(['id', 'nom_key'])
      .execute()
      .then((rows) => byKey(rows, 'nom_key')),
    db
      .selectFrom('etat_candidature')
      .select(['id', 'etat_key'])
      .execute()
      .then((rows) => byKey(rows, 'etat_key')),
    db
      .selectFrom('civilite')
      .select(['id', 'designation_key'])
      .execute()
      .then((rows) => byKey(rows, 'designation_key')),
    db
      .selectFrom('nom_document')
      .select(['id', 'nom_key'])
      .execute()
      .then((rows) => byKey(rows, 'nom_key')),
    db.selectFrom('pays').select('id').where('designation_key', '=', toKey('France')).executeTakeFirst(),
    db
      .selectFrom('users')
      .innerJoin('role', 'role.id', 'users.role_id')
      .select('users.id')
      .where('role.name', '=', 'ADMIN')
      .orderBy('users.id')
      .executeTakeFirst(),
  ]);
  const initial = etats.get(toKey(INITIAL_ETAT));
  const cvId = documents.get(toKey('CV'));
  const lettreId = documents.get(toKey('Lettre de motivation'));
  if (initial === undefined || cvId === undefined || lettreId === undefined) return 0;

  // Every application with its two files and its dated statuses, planned before anything is written.
  const plan = DEMO_APPLICANTS.map((applicant) => {
    const base = `${slug(applicant.nom)}-${slug(applicant.prenom)}`;
    const candidatures = applicant.candidatures.flatMap(({ vacancy, daysAgo, statuts }) => {
      const posteVacantId = vacancies.get(toKey(vacancy));
      if (posteVacantId === undefined) return [];
      const steps = [initial, ...statuts.flatMap((etat) => etats.get(toKey(etat)) ?? [])].map((etatId, i) => ({
        etatId,
        userId: i === 0 ? null : (admin?.id ?? null),
        date: atTen(shiftDate(today, Math.min(0, i - daysAgo))),
      }));
      const docs: PlannedDocument[] = [
        { nomDocumentId: cvId, nomFichier: `${randomUUID()}.pdf`, nomOriginal: `cv-${base}.pdf`, bytes: cv(applicant) },
        {
          nomDocumentId: lettreId,
          nomFichier: `${randomUUID()}.pdf`,
          nomOriginal: `lettre-${base}-${slug(vacancy)}.pdf`,
          bytes: lettre(applicant, vacancy),
        },
      ];
      return [{ posteVacantId, steps, docs }];
    });
    return { applicant, candidatures };
  });

  const written: string[] = [];
  try {
    for (const file of plan.flatMap((p) => p.candidatures.flatMap((c) => c.docs))) {
      await storage.save(file.nomFichier, Readable.from([file.bytes]));
      written.push(file.nomFichier);
    }
    return await db.transaction().execute(async (trx) => {
      let created = 0;
      for (const { applicant: a, candidatures } of plan) {
        const email = emailOf(a);
        const individuId = await insertIndividu(trx, {
          nom: a.nom,
          prenom: a.prenom,
          email,
          telephone: a.telephone,
          paysId: france?.id ?? null,
          civiliteId: civilites.get(toKey(a.civilite)) ?? null,
          dateDeNaissance: a.naissance,
          adresse: a.adresse,
          cp: a.cp,
          ville: a.ville,
          createdAt: candidatures[0]?.steps[0]?.date ?? atTen(today),
        });
        for (const { posteVacantId, steps, docs } of candidatures) {
          const candidatureId = await insertCandidature(trx, {
            individu_id: individuId,
            poste_vacant_id: posteVacantId,
            etat_candidature_id: steps[steps.length - 1]?.etatId ?? initial,
            date_candidature: steps[0]?.date ?? atTen(today),
          });
          await insertDocuments(
            trx,
            docs.map((d) => ({
              candidature_id: candidatureId,
              nom_document_id: d.nomDocumentId,
              nom_fichier: d.nomFichier,
              nom_original: d.nomOriginal,
              taille: d.bytes.length,
              type_mime: 'application/pdf',
            })),
          );
          for (const step of steps) await insertHistorique(trx, { candidatureId, ...step });
          created++;
        }
      }
      return created;
    });
  } catch (error) {
    await Promise.all(written.map((name) => storage.remove(name)));
    throw error;
  }
}

/** A time of day that stays on the same date in every European time zone. */
const atTen = (date: string) => `${date}T10:00:00.000Z`;
