/**
 * Content of the demo seed: a small company hiring on several fronts, so that a first run shows a
 * living careers site. Descriptions use only the formatting the vacancy editor allows.
 */
export const DEMO_POSTES = [
  { reference: 'DEV-WEB', nom: 'Développeur web' },
  { reference: 'DATA', nom: 'Analyste de données' },
  { reference: 'RH', nom: 'Chargé de ressources humaines' },
  { reference: 'FIN', nom: 'Comptable' },
  { reference: 'COM', nom: 'Chargé de communication' },
  { reference: 'LOG', nom: 'Technicien logistique' },
] as const;

type PosteReference = (typeof DEMO_POSTES)[number]['reference'];

interface DemoVacancy {
  nom: string;
  poste: PosteReference;
  contrat: 'CDI' | 'CDD' | 'Intérim' | 'Stage' | 'Alternance' | 'Freelance';
  /** Pay range (contract §16), euros, gross. */
  salaire: { min: number; max: number; periode: 'AN' | 'MOIS' | 'HEURE' };
  teletravail: 'NON' | 'PARTIEL' | 'TOTAL';
  intro: string;
  missions: string[];
  profil: string[];
  extra: string;
}

const list = (items: string[]) => `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`;

export function describeVacancy(v: DemoVacancy): string {
  return [
    `<p>${v.intro}</p>`,
    '<p><strong>Vos missions</strong></p>',
    list(v.missions),
    '<p><strong>Votre profil</strong></p>',
    list(v.profil),
    `<p>${v.extra}</p>`,
  ].join('');
}

export const DEMO_VACANCIES: DemoVacancy[] = [
  {
    nom: 'Développeur full-stack TypeScript',
    poste: 'DEV-WEB',
    contrat: 'CDI',
    salaire: { min: 42000, max: 52000, periode: 'AN' },
    teletravail: 'PARTIEL',
    intro:
      "Au sein d'une équipe produit de six personnes, vous faites évoluer notre plateforme de réservation utilisée par plus de 200 000 clients.",
    missions: [
      'Concevoir et développer de nouvelles fonctionnalités, du schéma de données à l’interface',
      'Écrire des tests automatisés et participer aux revues de code',
      'Améliorer les performances et l’accessibilité de l’application',
    ],
    profil: [
      'Au moins trois ans d’expérience avec TypeScript, Node.js et React',
      'Goût pour le code lisible et les sujets de qualité',
      'Bonne connaissance de SQL (PostgreSQL de préférence)',
    ],
    extra: '<strong>Télétravail</strong> possible trois jours par semaine. Poste basé à Lyon.',
  },
  {
    nom: 'Développeur front-end React',
    poste: 'DEV-WEB',
    contrat: 'CDD',
    salaire: { min: 2900, max: 3400, periode: 'MOIS' },
    teletravail: 'PARTIEL',
    intro: 'Pour accompagner la refonte de notre espace client, nous renforçons l’équipe front-end pendant douze mois.',
    missions: [
      'Intégrer les nouvelles maquettes en composants React réutilisables',
      'Travailler avec les designers sur le système de design',
      'Garantir le bon fonctionnement sur mobile et au clavier',
    ],
    profil: [
      'Expérience confirmée de React et de CSS moderne',
      'Sensibilité aux règles d’accessibilité (RGAA, WCAG)',
      'Autonomie et sens de la communication',
    ],
    extra: 'Contrat de douze mois, démarrage dès que possible.',
  },
  {
    nom: 'Stage développement web',
    poste: 'DEV-WEB',
    contrat: 'Stage',
    salaire: { min: 1200, max: 1200, periode: 'MOIS' },
    teletravail: 'NON',
    intro: 'Vous rejoignez l’équipe technique pour un stage de six mois, encadré par un développeur senior.',
    missions: [
      'Développer des outils internes pour les équipes commerciales',
      'Corriger des anomalies et écrire les tests correspondants',
      'Présenter votre travail lors des démonstrations de fin de sprint',
    ],
    profil: [
      'Formation Bac+4/5 en informatique',
      'Premières expériences en JavaScript ou TypeScript',
      'Curiosité et envie d’apprendre',
    ],
    extra: 'Gratification selon la convention en vigueur et tickets restaurant.',
  },
  {
    nom: 'Data analyst marketing',
    poste: 'DATA',
    contrat: 'CDI',
    salaire: { min: 45000, max: 55000, periode: 'AN' },
    teletravail: 'TOTAL',
    intro: 'Rattaché à la direction marketing, vous transformez nos données clients en décisions concrètes.',
    missions: [
      'Construire et maintenir les tableaux de bord de suivi des campagnes',
      'Analyser les parcours clients et proposer des axes d’amélioration',
      'Fiabiliser les sources de données avec l’équipe technique',
    ],
    profil: [
      'Maîtrise de SQL et d’un outil de visualisation',
      'Connaissance de Python appréciée',
      'Capacité à vulgariser des résultats chiffrés',
    ],
    extra: 'Poste basé à Paris, avec deux jours de télétravail par semaine.',
  },
  {
    nom: 'Alternance data engineering',
    poste: 'DATA',
    contrat: 'Alternance',
    salaire: { min: 1100, max: 1300, periode: 'MOIS' },
    teletravail: 'NON',
    intro: 'Préparez votre diplôme en participant à la mise en place de notre nouvelle plateforme de données.',
    missions: [
      'Développer des flux d’alimentation de l’entrepôt de données',
      'Automatiser les contrôles de qualité des données',
      'Documenter les modèles de données',
    ],
    profil: [
      'Formation en école d’ingénieurs ou master en informatique',
      'Bases solides en SQL et en Python',
      'Rigueur et esprit d’équipe',
    ],
    extra: 'Rythme d’alternance à définir avec votre école.',
  },
  {
    nom: 'Chargé de recrutement',
    poste: 'RH',
    contrat: 'CDI',
    salaire: { min: 35000, max: 42000, periode: 'AN' },
    teletravail: 'PARTIEL',
    intro:
      'Vous pilotez les recrutements de nos équipes techniques et commerciales, de la définition du besoin à l’intégration.',
    missions: [
      'Rédiger et diffuser les offres d’emploi',
      'Mener les entretiens et accompagner les managers dans leurs choix',
      'Suivre les candidatures dans notre outil de recrutement',
    ],
    profil: [
      'Deux ans d’expérience en recrutement, idéalement en cabinet',
      'Excellent relationnel et sens de l’écoute',
      'Organisation et réactivité',
    ],
    extra: 'Poste basé à Lyon, déplacements ponctuels à Paris.',
  },
  {
    nom: 'Assistant ressources humaines',
    poste: 'RH',
    contrat: 'CDD',
    salaire: { min: 2600, max: 2900, periode: 'MOIS' },
    teletravail: 'NON',
    intro: 'Dans le cadre d’un remplacement de congé maternité, vous assistez la responsable RH pendant six mois.',
    missions: [
      'Préparer les contrats de travail et les avenants',
      'Tenir à jour les dossiers du personnel',
      'Organiser les visites médicales et les formations',
    ],
    profil: [
      'Formation en gestion des ressources humaines',
      'Discrétion et sens de la confidentialité',
      'Aisance avec les outils bureautiques',
    ],
    extra: 'Contrat de six mois à temps plein.',
  },
  {
    nom: 'Comptable fournisseurs',
    poste: 'FIN',
    contrat: 'CDI',
    salaire: { min: 38000, max: 45000, periode: 'AN' },
    teletravail: 'PARTIEL',
    intro: 'Au sein du service financier, vous êtes garant du traitement des factures fournisseurs.',
    missions: [
      'Saisir et contrôler les factures fournisseurs',
      'Préparer les règlements et suivre les échéances',
      'Participer aux clôtures mensuelles et annuelles',
    ],
    profil: [
      'Formation BTS ou DUT en comptabilité',
      'Trois ans d’expérience sur un poste similaire',
      'Maîtrise d’Excel et d’un logiciel comptable',
    ],
    extra: 'Horaires flexibles et comité d’entreprise.',
  },
  {
    nom: 'Consultant en contrôle de gestion',
    poste: 'FIN',
    contrat: 'Freelance',
    salaire: { min: 60, max: 75, periode: 'HEURE' },
    teletravail: 'TOTAL',
    intro:
      'Nous recherchons un consultant indépendant pour structurer notre contrôle de gestion sur une mission de quatre mois.',
    missions: [
      'Mettre en place le processus budgétaire et les prévisions',
      'Définir les indicateurs de pilotage avec la direction',
      'Former l’équipe financière aux nouveaux outils',
    ],
    profil: [
      'Expérience significative en contrôle de gestion',
      'Pratique des missions de conseil en PME',
      'Pédagogie et force de proposition',
    ],
    extra: 'Mission de quatre mois, trois jours par semaine.',
  },
  {
    nom: 'Chargé de communication digitale',
    poste: 'COM',
    contrat: 'CDI',
    salaire: { min: 33000, max: 38000, periode: 'AN' },
    teletravail: 'NON',
    intro: 'Vous faites rayonner notre marque employeur et nos offres sur l’ensemble de nos canaux numériques.',
    missions: [
      'Animer nos réseaux sociaux et notre site carrières',
      'Produire des contenus écrits, photos et vidéos',
      'Mesurer l’audience et ajuster la ligne éditoriale',
    ],
    profil: [
      'Formation en communication ou en journalisme',
      'Excellente plume et orthographe irréprochable',
      'Maîtrise des outils de création graphique',
    ],
    extra: 'Poste basé à Nantes, télétravail partiel possible.',
  },
  {
    nom: 'Community manager en alternance',
    poste: 'COM',
    contrat: 'Alternance',
    salaire: { min: 1000, max: 1100, periode: 'MOIS' },
    teletravail: 'NON',
    intro: 'Rejoignez notre équipe communication pour un an d’alternance au cœur de nos lancements de produits.',
    missions: [
      'Publier et modérer les contenus de nos communautés',
      'Participer à l’organisation de nos événements',
      'Réaliser la veille concurrentielle',
    ],
    profil: [
      'Formation Bac+3 à Bac+5 en communication',
      'Aisance rédactionnelle et créativité',
      'Connaissance des principaux réseaux sociaux',
    ],
    extra: 'Rythme d’alternance : trois semaines en entreprise, une semaine à l’école.',
  },
  {
    nom: 'Préparateur de commandes',
    poste: 'LOG',
    contrat: 'Intérim',
    salaire: { min: 13, max: 15, periode: 'HEURE' },
    teletravail: 'NON',
    intro: 'Pour faire face au pic d’activité saisonnier, notre entrepôt de Villepinte renforce ses équipes.',
    missions: [
      'Préparer les commandes à l’aide d’un terminal de lecture',
      'Contrôler la qualité et la quantité des produits',
      'Participer aux inventaires',
    ],
    profil: [
      'Première expérience en logistique appréciée',
      'CACES 1 souhaité',
      'Rigueur et respect des consignes de sécurité',
    ],
    extra: 'Mission de trois mois renouvelable, horaires en équipe.',
  },
];
