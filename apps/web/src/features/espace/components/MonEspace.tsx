import type { EtatCandidature, Individu } from '@recrutement/contract';
import folderOpenIcon from 'bootstrap-icons/icons/folder2-open.svg';
import { type ReactNode, useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { EmptyState, ErrorAlert, Loading } from '../../../components/PageState';
import { lp, t } from '../../../i18n/i18n';
import { useReferenceList } from '../../../lib/reference-list';
import { useIndividu } from '../api/get-individu';
import { useCandidatures } from '../api/list-candidatures';
import { te } from '../i18n';
import { CandidatureCard } from './CandidatureCard';
import { ALL_TAB, EtatTabs } from './EtatTabs';
import { MyData } from './MyData';

/**
 * The candidate's space: greeting, one tab per status, and the applications of that status;
 * `children` (other features' sections, e.g. interviews) come before "my data".
 */
export function MonEspace({
  individuId,
  kept,
  children,
}: {
  individuId: number;
  kept?: Individu | null;
  children?: ReactNode;
}) {
  const panelId = useId();
  const individu = useIndividu(individuId, kept);
  const etats = useReferenceList<EtatCandidature>('etat-candidature', 5 * 60_000);
  const candidatures = useCandidatures(individuId);
  const [selected, setSelected] = useState(ALL_TAB);
  const counts = useMemo(() => {
    const map = new Map<number, number>();
    for (const c of candidatures.data ?? []) map.set(c.etatCandidature.id, (map.get(c.etatCandidature.id) ?? 0) + 1);
    return map;
  }, [candidatures.data]);

  const person = individu.data;
  const shown = (candidatures.data ?? []).filter((c) => selected === ALL_TAB || c.etatCandidature.id === selected);
  return (
    <>
      <h1 className="h2 mb-4">
        {person ? te('espace.hello', { nom: person.nom, prenom: person.prenom }) : t('nav.monEspace')}
      </h1>
      {etats.error || candidatures.error ? (
        <ErrorAlert error={candidatures.error ?? etats.error} variant="warning" />
      ) : null}
      {candidatures.isPending || etats.isPending ? <Loading label={te('espace.loadingApplications')} /> : null}
      {candidatures.data && etats.data ? (
        <>
          <h2 className="h5">{te('espace.applications')}</h2>
          <EtatTabs
            etats={etats.data}
            counts={counts}
            total={candidatures.data.length}
            selected={selected}
            onSelect={setSelected}
            panelId={panelId}
          />
          <div id={panelId} role="tabpanel" aria-labelledby={`tab-${selected}`}>
            {shown.length === 0 ? (
              <EmptyState title={te('espace.empty')} icon={folderOpenIcon}>
                <Link to={lp('/offre')}>{te('espace.discover')}</Link>
              </EmptyState>
            ) : (
              <ul className="row g-3 list-unstyled">
                {shown.map((c) => (
                  <li key={c.id} className="col-12 col-md-6">
                    <CandidatureCard candidature={c} />
                  </li>
                ))}
              </ul>
            )}
          </div>
        </>
      ) : null}
      {children}
      <MyData individuId={individuId} />
    </>
  );
}
