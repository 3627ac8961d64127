import { zodResolver } from '@hookform/resolvers/zod';
import { type NoteInput, noteInputSchema } from '@recrutement/contract';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { EmptyState, ErrorAlert, errorMessage, Loading } from '../../../../components/PageState';
import { apiText } from '../../../../i18n/i18n';
import { useAuth } from '../../../../lib/auth';
import { ta } from '../../../i18n';
import { formatDateTime } from '../../../lib/format';
import { notesQuery, useAddNote, useDeleteNote } from '../api/notes';

/** The recruiters' private notes on an application: write one, read them all, delete one's own (§12). */
export function NotesPanel({ candidatureId }: { candidatureId: number }) {
  const query = useQuery(notesQuery(candidatureId));
  const remove = useDeleteNote(candidatureId);
  const { email } = useAuth();
  return (
    <div className="row g-4">
      <div className="col-lg-5">
        <NoteForm candidatureId={candidatureId} />
      </div>
      <section className="col-lg-7" aria-label={ta('admin.candidature.notes.saved')}>
        {remove.isError ? <ErrorAlert error={remove.error} /> : null}
        {query.isPending ? <Loading label={ta('admin.candidature.notes.loading')} /> : null}
        {query.isError ? <ErrorAlert error={query.error} variant="warning" /> : null}
        {query.data?.length === 0 ? (
          <EmptyState title={ta('admin.candidature.notes.empty')} icon="journal-text" />
        ) : null}
        <ul className="list-unstyled mb-0">
          {(query.data ?? []).map((note) => (
            <li key={note.id} className="border rounded p-3 mb-2 bg-white">
              <p className="mb-2 admin-note-text">{note.texte}</p>
              <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 small text-secondary">
                <span>
                  {note.auteur} · <time dateTime={note.dateCreation}>{formatDateTime(note.dateCreation)}</time>
                </span>
                {note.auteur.toLowerCase() === email.toLowerCase() ? (
                  <button
                    type="button"
                    className="btn btn-sm btn-outline-danger"
                    onClick={() => remove.mutate(note.id)}
                    disabled={remove.isPending}
                    aria-label={ta('admin.candidature.notes.deleteOf', { date: formatDateTime(note.dateCreation) })}
                  >
                    {ta('admin.candidature.notes.delete')}
                  </button>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

function NoteForm({ candidatureId }: { candidatureId: number }) {
  const add = useAddNote(candidatureId);
  const id = useId();
  const form = useForm<NoteInput>({ resolver: zodResolver(noteInputSchema), defaultValues: { texte: '' } });
  const invalid = form.formState.errors.texte?.message;
  const error = invalid ? apiText(invalid) : add.isError ? errorMessage(add.error) : undefined;
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await add.mutateAsync(values);
      form.reset({ texte: '' });
    } catch {
      // Shown under the field.
    }
  });
  return (
    <form noValidate onSubmit={onSubmit}>
      <label htmlFor={`${id}-texte`} className="form-label">
        {ta('admin.candidature.notes.new')}
      </label>
      <textarea
        id={`${id}-texte`}
        rows={4}
        className={`form-control${error ? ' is-invalid' : ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : `${id}-hint`}
        maxLength={5000}
        {...form.register('texte')}
      />
      {error ? (
        <div id={`${id}-error`} className="invalid-feedback d-block">
          {error}
        </div>
      ) : (
        <div id={`${id}-hint`} className="form-text">
          {ta('admin.candidature.notes.hint')}
        </div>
      )}
      <button type="submit" className="btn btn-primary mt-2" disabled={add.isPending}>
        {ta('admin.candidature.notes.add')}
      </button>
    </form>
  );
}
