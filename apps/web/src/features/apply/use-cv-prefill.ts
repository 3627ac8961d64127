import { useEffect, useState } from 'react';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { t } from '../../i18n/i18n';
import { readCv } from './api/cv-lecture';
import type { ApplyFormInput, ApplyFormOutput } from './apply-form-schema';

export const PREFILL_FIELDS = ['prenom', 'nom', 'email', 'telephone'] as const;
export type PrefillField = (typeof PREFILL_FIELDS)[number];

/**
 * The apply form's prefill from the chosen CV (§19): once a CV passes the form's file rules, the
 * server reads it and the fields still empty *when its answer comes* are filled and marked; what
 * the person typed is never overwritten, and a field they edit loses its mark. A refusal, a
 * server without prefill (404) or a network error leave the form as it was.
 */
export function useCvPrefill(form: UseFormReturn<ApplyFormInput, unknown, ApplyFormOutput>) {
  const file = useWatch({ control: form.control, name: 'fileCV' });
  const [prefilled, setPrefilled] = useState<ReadonlySet<PrefillField>>(new Set());
  const [reading, setReading] = useState(false);
  const [message, setMessage] = useState('');

  useEffect(() => {
    if (!(file instanceof File)) return;
    const controller = new AbortController();
    const run = async () => {
      if (!(await form.trigger('fileCV'))) return;
      setReading(true);
      setMessage('');
      try {
        const read = await readCv(file, controller.signal);
        const filled = PREFILL_FIELDS.filter((name) => {
          const value = read[name];
          if (!value || (form.getValues(name) ?? '').trim() !== '') return false;
          form.setValue(name, value, { shouldDirty: true });
          return true;
        });
        setPrefilled((before) => new Set([...before, ...filled]));
        const nothing = PREFILL_FIELDS.every((name) => !read[name]);
        setMessage(filled.length > 0 || nothing ? t('apply.cv.prefillDone', { count: filled.length }) : '');
      } catch {
        // A help, never a hindrance: the form stays as it is.
      } finally {
        if (!controller.signal.aborted) setReading(false);
      }
    };
    void run();
    return () => controller.abort();
  }, [file, form]);

  /** The person changed this field: it is theirs now. */
  const unmark = (name: PrefillField) =>
    setPrefilled((before) => {
      if (!before.has(name)) return before;
      const next = new Set(before);
      next.delete(name);
      return next;
    });

  return { prefilled, unmark, status: reading ? t('apply.cv.reading') : message };
}
