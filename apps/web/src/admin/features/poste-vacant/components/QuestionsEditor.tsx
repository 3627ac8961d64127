import { QUESTIONS_MAX } from '@recrutement/contract';
import { CheckboxField } from '../../../../components/form/CheckboxField';
import { SelectField } from '../../../../components/form/SelectField';
import { TextareaField } from '../../../../components/form/TextareaField';
import { TextField } from '../../../../components/form/TextField';
import { ta } from '../../../i18n';
import { emptyDraft, type QuestionDraft, questionTypeOptions } from '../questions-form';

interface QuestionsEditorProps {
  drafts: QuestionDraft[];
  onChange: (drafts: QuestionDraft[]) => void;
  /** Problems by `questions.<i>.<field>` (contract schema, or the server's answer). */
  errors: Record<string, string>;
}

const yesNoExpected = () => [
  { value: 'true', label: ta('admin.posteVacant.questions.yes') },
  { value: 'false', label: ta('admin.posteVacant.questions.no') },
];

/**
 * The screening questions of a vacancy (contract §16), edited with the vacancy: text, yes/no, one
 * choice or a number; required or not; an expected answer for a requirement, which only flags the
 * applications that miss it. Questions about pay history are refused (directive 2023/970).
 */
export function QuestionsEditor({ drafts, onChange, errors }: QuestionsEditorProps) {
  const update = (index: number, change: Partial<QuestionDraft>) =>
    onChange(drafts.map((draft, i) => (i === index ? { ...draft, ...change } : draft)));
  const move = (index: number, by: number) => {
    const next = [...drafts];
    const [item] = next.splice(index, 1);
    if (item) next.splice(index + by, 0, item);
    onChange(next);
  };
  return (
    <fieldset className="mb-4">
      <legend className="h6">{ta('admin.posteVacant.questions.legend')}</legend>
      <p className="form-text mt-0">{ta('admin.posteVacant.questions.intro')}</p>
      {errors.questions ? (
        <div className="alert alert-danger py-2" role="alert">
          {errors.questions}
        </div>
      ) : null}
      {drafts.length === 0 ? <p className="text-secondary">{ta('admin.posteVacant.questions.none')}</p> : null}
      <ol className="list-unstyled">
        {drafts.map((draft, i) => {
          const error = (field: string) => errors[`questions.${i}.${field}`];
          const number = i + 1;
          return (
            <li key={draft.id ?? `new-${i}`} className="border rounded p-3 mb-3">
              <div className="row g-2">
                <TextField
                  wrapperClassName="col-md-8"
                  label={ta('admin.posteVacant.questions.libelle', { n: number })}
                  autoComplete="off"
                  value={draft.libelle}
                  onChange={(event) => update(i, { libelle: event.target.value })}
                  error={error('libelle')}
                  required
                />
                <SelectField
                  wrapperClassName="col-md-4"
                  label={ta('admin.posteVacant.questions.type', { n: number })}
                  options={questionTypeOptions()}
                  value={draft.type}
                  onChange={(event) => update(i, { type: event.target.value as QuestionDraft['type'], attendu: '' })}
                  error={error('type')}
                />
              </div>
              {draft.type === 'CHOIX' ? (
                <div className="row g-2">
                  <TextareaField
                    wrapperClassName="col-md-6"
                    label={ta('admin.posteVacant.questions.choix', { n: number })}
                    rows={3}
                    value={draft.choix}
                    onChange={(event) => update(i, { choix: event.target.value })}
                    error={error('choix')}
                    required
                  />
                  <TextareaField
                    wrapperClassName="col-md-6"
                    label={ta('admin.posteVacant.questions.attendu', { n: number })}
                    rows={3}
                    value={draft.attendu}
                    onChange={(event) => update(i, { attendu: event.target.value })}
                    error={error('attendu')}
                  />
                </div>
              ) : null}
              {draft.type === 'OUI_NON' ? (
                <SelectField
                  wrapperClassName="mb-2 col-md-4"
                  label={ta('admin.posteVacant.questions.attenduOuiNon', { n: number })}
                  placeholder={ta('admin.posteVacant.questions.noExpected')}
                  options={yesNoExpected()}
                  value={draft.attendu}
                  onChange={(event) => update(i, { attendu: event.target.value })}
                  error={error('attendu')}
                />
              ) : null}
              <div className="d-flex flex-wrap gap-2 align-items-center">
                <CheckboxField
                  wrapperClassName="me-auto mb-0"
                  label={ta('admin.posteVacant.questions.obligatoire')}
                  checked={draft.obligatoire}
                  onChange={(event) => update(i, { obligatoire: event.target.checked })}
                />
                <button
                  type="button"
                  className="btn btn-outline-secondary btn-sm"
                  onClick={() => move(i, -1)}
                  disabled={i === 0}
                >
                  <span className="visually-hidden">{ta('admin.posteVacant.questions.up', { n: number })}</span>
                  <i className="bi bi-arrow-up" aria-hidden="true" />
                </button>
                <button
                  type="button"
                  className="btn btn-outline-secondary btn-sm"
                  onClick={() => move(i, 1)}
                  disabled={i === drafts.length - 1}
                >
                  <span className="visually-hidden">{ta('admin.posteVacant.questions.down', { n: number })}</span>
                  <i className="bi bi-arrow-down" aria-hidden="true" />
                </button>
                <button
                  type="button"
                  className="btn btn-outline-danger btn-sm"
                  onClick={() => onChange(drafts.filter((_, j) => j !== i))}
                >
                  {ta('admin.posteVacant.questions.remove', { n: number })}
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      <button
        type="button"
        className="btn btn-outline-primary btn-sm"
        onClick={() => onChange([...drafts, emptyDraft()])}
        disabled={drafts.length >= QUESTIONS_MAX}
      >
        <i className="bi bi-plus-lg me-1" aria-hidden="true" />
        {ta('admin.posteVacant.questions.add')}
      </button>
    </fieldset>
  );
}
