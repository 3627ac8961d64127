import { lazy, Suspense, useId, useState } from 'react';
import { Loading } from '../../../../components/PageState';
import { ta } from '../../../i18n';
import type { EditorTheme } from './RichTextEditor';

// Quill and its two theme style sheets load only with this field.
const RichTextEditor = lazy(() => import('./RichTextEditor'));

interface DescriptifFieldProps {
  value: string;
  onChange: (html: string) => void;
  onBlur: () => void;
  error?: string;
  /** The field's name on screen (the English description has its own). */
  label?: string;
}

/** The description of a vacancy: a rich-text editor, in the 'snow' or the 'bubble' theme. */
export function DescriptifField({
  value,
  onChange,
  onBlur,
  error,
  label = ta('admin.posteVacant.form.descriptif'),
}: DescriptifFieldProps) {
  const [theme, setTheme] = useState<EditorTheme>('snow');
  const id = useId();
  return (
    <div className="mb-3">
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-2">
        <span id={`${id}-label`} className="form-label mb-0">
          {label}
        </span>
        <fieldset className="d-flex align-items-center gap-3 small">
          <legend className="visually-hidden">{ta('admin.posteVacant.editor.themeLegend')}</legend>
          <span className="text-secondary" aria-hidden="true">
            {ta('admin.posteVacant.editor.theme')}
          </span>
          {(['snow', 'bubble'] as const).map((option) => (
            <div key={option} className="form-check form-check-inline mb-0">
              <input
                type="radio"
                className="form-check-input"
                id={`${id}-${option}`}
                name={`${id}-theme`}
                checked={theme === option}
                onChange={() => setTheme(option)}
              />
              <label className="form-check-label" htmlFor={`${id}-${option}`}>
                {ta(option === 'snow' ? 'admin.posteVacant.editor.snow' : 'admin.posteVacant.editor.bubble')}
              </label>
            </div>
          ))}
        </fieldset>
      </div>
      <Suspense fallback={<Loading label={ta('admin.ui.loadingEditor')} />}>
        <RichTextEditor
          value={value}
          onChange={onChange}
          onBlur={onBlur}
          theme={theme}
          labelId={`${id}-label`}
          errorId={`${id}-error`}
          invalid={Boolean(error)}
        />
      </Suspense>
      {error ? (
        <div id={`${id}-error`} className="invalid-feedback d-block">
          {error}
        </div>
      ) : null}
    </div>
  );
}
