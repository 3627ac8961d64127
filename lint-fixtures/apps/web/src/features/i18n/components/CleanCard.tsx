// lint-boundaries: clean
// lint-i18n: clean
import { t } from '../../../i18n/i18n';

const links = [{ hash: '#about', label: 'nav.about' }] as const;

/** Texts through the catalogue, symbols and numbers as they are, one deliberate case kept with its reason. */
export function CleanCard({ count, name }: { count: number; name: string }) {
  return (
    <section aria-label={t('nav.label')} title={name}>
      <h2>{t('offres.title')}</h2>
      <p>
        {count} · {name} — 42 %
      </p>
      <input placeholder={t('offres.filters.qPlaceholder')} aria-label={name} />
      <span aria-hidden="true">*</span>
      {/* i18n-ignore: the other language's own name, shown in that language */}
      <a lang="en" href="/en">English</a>
      <img alt="" src="/logo.svg" />
      <div className="card-title">{name ? name : '—'}</div>
      <Thing closeLabel={t('common.close')} data-testid="card" id="x" />
      <a href="mailto:contact@example.com">contact@example.com</a> <a href="https://www.cnil.fr">cnil.fr</a>
      {links.map((link) => (
        <a key={link.hash} href={link.hash}>
          {t(link.label)}
        </a>
      ))}
    </section>
  );
}

declare function Thing(props: Record<string, string>): null;
