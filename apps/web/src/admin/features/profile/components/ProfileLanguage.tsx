import { isLang, LANGS, type Lang } from '@recrutement/contract';
import { type FormEvent, useId, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { SelectField } from '../../../../components/form/SelectField';
import { ErrorAlert } from '../../../../components/PageState';
import { currentLang } from '../../../../i18n/i18n';
import { ta } from '../../../i18n';
import { Notice } from '../../../ui/Notice';
import { useSetLanguage } from '../api/preferences';

/** Each language named in itself, whatever the page's language. */
const AUTONYM: Record<Lang, string> = { fr: 'Français', en: 'English' };

interface SwitchedState {
  langueEnregistree?: Lang;
}

/**
 * The staff member chooses the language of the back office and of their messages (contract §17). The
 * back office is drawn again in it; the confirmation rides in the history entry, so that it is still
 * there once every text has been drawn again.
 */
export function ProfileLanguage({ email }: { email: string }) {
  const id = useId();
  const lang = currentLang();
  const [chosen, setChosen] = useState<Lang>(lang);
  const save = useSetLanguage(email);
  const location = useLocation();
  const navigate = useNavigate();
  const switched = (location.state as SwitchedState | null)?.langueEnregistree === lang;
  const here = `${location.pathname}${location.search}`;
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (chosen === lang) return;
    try {
      await save.mutateAsync(chosen);
      navigate(here, { replace: true, state: { langueEnregistree: chosen } satisfies SwitchedState });
    } catch {
      // Shown below from the mutation's state.
    }
  };
  return (
    <form onSubmit={onSubmit} aria-labelledby={`${id}-title`} className="mt-4 pt-3 border-top">
      <h3 id={`${id}-title`} className="h6 text-uppercase text-secondary">
        {ta('admin.profile.langue.title')}
      </h3>
      {switched ? (
        <Notice variant="success" role="status" onClose={() => navigate(here, { replace: true, state: null })}>
          {ta('admin.profile.langue.saved')}
        </Notice>
      ) : null}
      {save.isError ? <ErrorAlert error={save.error} /> : null}
      <div className="d-flex flex-wrap align-items-end gap-2">
        <SelectField
          id={id}
          wrapperClassName=""
          label={ta('admin.profile.langue.label')}
          value={chosen}
          onChange={(event) => {
            if (isLang(event.target.value)) setChosen(event.target.value);
          }}
        >
          {LANGS.map((option) => (
            <option key={option} value={option} lang={option}>
              {AUTONYM[option]}
            </option>
          ))}
        </SelectField>
        <button type="submit" className="btn btn-outline-primary" disabled={save.isPending || chosen === lang}>
          {save.isPending ? <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" /> : null}
          {ta('admin.profile.langue.submit')}
        </button>
      </div>
    </form>
  );
}
