import { type FormEvent, useId } from 'react';
import { useNavigate } from 'react-router';
import { ta } from '../i18n';
import { IconLabel } from '../ui/IconLabel';

/** Searches applications by candidate name or e-mail: the list, filtered with `q`. */
export function HeaderSearch() {
  const navigate = useNavigate();
  const id = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    navigate(q ? `/admin/candidatures?q=${encodeURIComponent(q)}` : '/admin/candidatures');
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is unknown to older browsers; the role is the portable form
    <form role="search" className="admin-search d-flex" onSubmit={submit}>
      <label htmlFor={id} className="visually-hidden">
        {ta('admin.frame.search.label')}
      </label>
      <input
        id={id}
        name="q"
        type="search"
        className="form-control form-control-sm"
        placeholder={ta('admin.frame.search.placeholder')}
        maxLength={100}
      />
      <button type="submit" className="btn btn-sm btn-outline-secondary ms-1">
        <IconLabel icon="search" label={ta('admin.frame.search.submit')} />
      </button>
    </form>
  );
}
