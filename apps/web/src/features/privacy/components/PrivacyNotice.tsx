import type { Organisation } from '@recrutement/contract';
import { Link } from 'react-router';

const months = (n: number) => `${n} mois`;

/** The privacy notice of §10: controller, data, purposes and legal basis, retention, rights and how to use them. */
export function PrivacyNotice({ organisation }: { organisation: Organisation }) {
  const { nom, url, dpoEmail, retentionMonths } = organisation;
  const dpo = <a href={`mailto:${dpoEmail}`}>{dpoEmail}</a>;
  return (
    <article className="privacy-notice" aria-labelledby="privacy-title">
      <h1 id="privacy-title" className="h2 mb-3">
        Politique de confidentialité
      </h1>
      <p className="lead">
        Cette page explique quelles données personnelles {nom} recueille sur ce site de recrutement, pourquoi, combien
        de temps elles sont gardées et comment exercer vos droits (Règlement général sur la protection des données,
        RGPD).
      </p>

      <h2 className="h4 mt-4">Responsable du traitement</h2>
      <p>
        {nom} (<a href={url}>{url}</a>). Délégué à la protection des données : {dpo}.
      </p>

      <h2 className="h4 mt-4">Données recueillies</h2>
      <ul>
        <li>Votre identité et vos coordonnées : civilité, nom, prénom, adresse e-mail, téléphone, pays.</li>
        <li>Les documents joints à vos candidatures (CV, lettre de motivation) et leur nom d’origine.</li>
        <li>
          Vos candidatures : l’offre, la date, l’état et l’historique de ses changements, les notes des recruteurs.
        </li>
        <li>
          Votre compte, si vous en créez un : adresse e-mail, mot de passe (enregistré sous une forme qui ne permet pas
          de le relire), dates de création et de dernière connexion.
        </li>
      </ul>

      <h2 className="h4 mt-4">Finalités et bases légales</h2>
      <ul>
        <li>
          Étudier votre candidature et vous répondre : mesures précontractuelles prises à votre demande (article 6.1.b
          du RGPD).
        </li>
        <li>Tenir votre espace candidat : exécution du service que vous demandez (article 6.1.b).</li>
        <li>
          Vous proposer d’autres offres (vivier de talents), seulement si vous cochez la case prévue : votre
          consentement (article 6.1.a), que vous pouvez retirer à tout moment.
        </li>
        <li>
          Tracer qui consulte ou modifie vos données (journal d’audit) : sécurité des données, intérêt légitime
          (articles 6.1.f et 32).
        </li>
      </ul>

      <h2 className="h4 mt-4">Destinataires</h2>
      <p>
        Seuls les recruteurs de {nom} habilités à administrer ce site y ont accès. Vos données ne sont ni vendues ni
        cédées.
      </p>

      <h2 className="h4 mt-4">Durée de conservation</h2>
      <p>
        Vos données sont gardées <strong>{months(retentionMonths)}</strong> après votre dernière activité (une
        candidature, un changement d’état de l’une d’elles, une connexion à votre compte), puis effacées
        automatiquement, documents compris. Si vous rejoignez le vivier de talents, elles sont gardées{' '}
        {months(retentionMonths)} à compter de ce consentement, renouvelé à chaque nouvelle candidature où vous cochez
        la case.
      </p>

      <h2 className="h4 mt-4">Vos droits</h2>
      <p>
        Vous pouvez accéder à vos données, les faire rectifier ou effacer, en recevoir une copie dans un format lisible
        par une machine (portabilité), vous opposer à leur traitement ou le faire limiter, et retirer votre
        consentement. Vous pouvez aussi adresser une réclamation à la CNIL (<a href="https://www.cnil.fr">cnil.fr</a>).
      </p>

      <h2 className="h4 mt-4">Comment les exercer</h2>
      <ul>
        <li>
          Depuis <Link to="/mon-espace">votre espace</Link>, rubrique « Mes données » : <em>Télécharger mes données</em>{' '}
          (une archive ZIP avec toutes vos informations et vos documents) et <em>Supprimer mon compte</em> (efface
          aussitôt et définitivement votre compte, vos candidatures et vos documents).
        </li>
        <li>Sans compte, ou pour toute autre demande : écrivez à {dpo}. Nous répondons dans un délai d’un mois.</li>
      </ul>

      <h2 className="h4 mt-4">Cookies</h2>
      <p className="mb-0">
        Ce site n’utilise que les cookies nécessaires à son fonctionnement : celui de votre session (8 heures) et, juste
        après une candidature, celui qui permet de créer votre compte (1 heure). Aucun cookie de mesure d’audience ni de
        publicité.
      </p>
    </article>
  );
}
