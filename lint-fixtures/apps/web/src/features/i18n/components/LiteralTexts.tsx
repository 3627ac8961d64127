// lint-boundaries: clean
// lint-i18n: expect "Toutes", "Confirm !", "Mon espace", "Bonjour", "Votre espace", "Mes candidatures", "Oui", "Non", "Fermer", "Aide", "Métier, ville…", "Logo de l’entreprise", "Pièce jointe", "Aucune offre", "Supprimer l’offre", "Bienvenue", "Page sur", "English (i18n-ignore needs a reason)"
import { t } from '../../../i18n/i18n';

const tabs = [{ id: 0, label: 'Toutes' }];

/** Every kind of literal interface string the rule reports, in source order. */
export function LiteralTexts({ ok, page, total, title = 'Confirm !' }: Props) {
  useDocumentTitle('Mon espace');
  return (
    <section aria-label={t('nav.label')}>
      <h1>Bonjour</h1>
      <h2>{'Votre espace'}</h2>
      <h3>{ok && 'Mes candidatures'}</h3>
      <p>{ok ? 'Oui' : 'Non'}</p>
      <button type="button" aria-label="Fermer" title={'Aide'} />
      <input placeholder="Métier, ville…" />
      <img alt="Logo de l’entreprise" src="/logo.svg" />
      <Field label="Pièce jointe" emptyText={'Aucune offre'} dialogTitle={ok ? 'Supprimer l’offre' : t('nav.home')} />
      {tabs.map((tab) => tab.id)}
      <p title={title}>{`Bienvenue`}</p>
      <p>{`Page ${page} sur ${total}`}</p>
      {/* i18n-ignore */}
      <a href="/en">English</a>
    </section>
  );
}

interface Props {
  ok: boolean;
  page: number;
  total: number;
  title?: string;
}
declare function useDocumentTitle(title: string): void;
declare function Field(props: Record<string, string>): null;
