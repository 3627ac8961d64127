import type { Individu } from '@recrutement/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../../../../components/ConfirmDialog';
import { ErrorAlert, Loading } from '../../../../components/PageState';
import { ta } from '../../../i18n';
import { SheetSection } from '../../../ui/SheetSection';
import { doublonsQuery, useFusionner } from '../api/doublons';

const fullName = (i: Pick<Individu, 'prenom' | 'nom'>) => `${i.prenom} ${i.nom}`;

/**
 * The possible duplicates of a person (§19: same phone, or same name ignoring case and accents),
 * each with a merge into this person after a confirmation.
 */
export function DoublonsPanel({ individu }: { individu: Individu }) {
  const query = useQuery(doublonsQuery(individu.id));
  const fusion = useFusionner();
  const [asked, setAsked] = useState<Individu | null>(null);
  const [done, setDone] = useState('');
  const merge = async () => {
    if (!asked) return;
    setDone('');
    await fusion.mutateAsync({ id: individu.id, avec: asked.id });
    setDone(ta('admin.individu.doublons.merged', { name: fullName(asked) }));
  };
  return (
    <SheetSection id="sheet-doublons" title={ta('admin.individu.doublons.title')} className="mt-4">
      <div role="status">{done ? <p className="alert alert-success py-2">{done}</p> : null}</div>
      {fusion.error ? <ErrorAlert error={fusion.error} /> : null}
      {query.isPending ? <Loading label={ta('admin.individu.doublons.loading')} /> : null}
      {query.error ? <ErrorAlert error={query.error} variant="warning" /> : null}
      {query.data?.length === 0 ? <p className="text-secondary mb-0">{ta('admin.individu.doublons.empty')}</p> : null}
      {query.data && query.data.length > 0 ? (
        <ul className="list-group">
          {query.data.map((other) => (
            <li
              key={other.id}
              className="list-group-item d-flex flex-wrap gap-2 justify-content-between align-items-center"
            >
              <span>
                <strong>{fullName(other)}</strong> · {other.email} · {other.telephone}
                {other.telephone.replace(/[^\d+]/g, '') === individu.telephone.replace(/[^\d+]/g, '') ? (
                  <span className="badge text-bg-light border ms-2">{ta('admin.individu.doublons.samePhone')}</span>
                ) : (
                  <span className="badge text-bg-light border ms-2">{ta('admin.individu.doublons.sameName')}</span>
                )}
              </span>
              <button
                type="button"
                className="btn btn-sm btn-outline-primary"
                onClick={() => setAsked(other)}
                aria-label={ta('admin.individu.doublons.mergeOf', { other: fullName(other), self: fullName(individu) })}
              >
                <i className="bi bi-intersect me-1" aria-hidden="true" />
                {ta('admin.individu.doublons.merge')}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <ConfirmDialog
        show={asked !== null}
        title={ta('admin.individu.doublons.confirmTitle')}
        message={
          asked
            ? ta('admin.individu.doublons.confirm', {
                other: fullName(asked),
                otherEmail: asked.email,
                self: fullName(individu),
                selfEmail: individu.email,
              })
            : ''
        }
        busy={fusion.isPending}
        onYes={merge}
        onClose={() => setAsked(null)}
      />
    </SheetSection>
  );
}
