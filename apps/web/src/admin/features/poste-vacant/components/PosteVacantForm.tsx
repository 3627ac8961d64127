import { zodResolver } from '@hookform/resolvers/zod';
import {
  type PosteVacant,
  posteVacantInputSchema,
  type Question,
  SALAIRE_PERIODES,
  TELETRAVAILS,
} from '@recrutement/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { FormActions } from '../../../../components/form/FormActions';
import { SelectField } from '../../../../components/form/SelectField';
import { applyServerFieldErrors } from '../../../../components/form/server-field-errors';
import { TextField } from '../../../../components/form/TextField';
import { ApiError } from '../../../../lib/api-client';
import { ta } from '../../../i18n';
import { withFlash } from '../../../lib/flash';
import { useSaveMutation } from '../../../lib/mutations';
import { posteVacantResource } from '../../../lib/resources';
import { FormErrorBanner } from '../../../ui/FormErrorBanner';
import { saveQuestions } from '../api/questions';
import type { PosteVacantFormOutput, PosteVacantFormValues, PosteVacantOptions } from '../poste-vacant-form';
import { checkDrafts, type QuestionDraft, toDraft } from '../questions-form';
import { DescriptifField } from './DescriptifField';
import { PosteVacantSelects } from './PosteVacantSelects';
import { QuestionsEditor } from './QuestionsEditor';

const LIST = '/admin/poste-vacant';
const FIELDS = [
  'nom',
  'lieu',
  'descriptif',
  'nomEn',
  'descriptifEn',
  'poste.id',
  'session.id',
  'typeContrat.id',
  'salaireMin',
  'salaireMax',
  'salairePeriode',
  'teletravail',
] as const;

/** An empty number field: the schema reports it with the "required" message. */
const amount = (value: number | null | undefined) => (value ?? '') as number;

const ref = (id: number | undefined) => ({ id: id === undefined ? '' : String(id) });

interface PosteVacantFormProps {
  record?: PosteVacant;
  options: PosteVacantOptions;
  /** The vacancy's screening questions (staff read, expected answers included). */
  questions?: Question[];
}

export function PosteVacantForm({ record, options, questions = [] }: PosteVacantFormProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const save = useSaveMutation(posteVacantResource, record?.id);
  const [drafts, setDrafts] = useState<QuestionDraft[]>(() => questions.map(toDraft));
  const [questionErrors, setQuestionErrors] = useState<Record<string, string>>({});
  const [questionsFailure, setQuestionsFailure] = useState<unknown>(null);
  const form = useForm<PosteVacantFormValues, unknown, PosteVacantFormOutput>({
    resolver: zodResolver(posteVacantInputSchema),
    defaultValues: {
      nom: record?.nom ?? '',
      lieu: record?.lieu ?? '',
      descriptif: record?.descriptif ?? '',
      nomEn: record?.nomEn ?? '',
      descriptifEn: record?.descriptifEn ?? '',
      poste: ref(record?.poste.id),
      session: ref(record?.session.id),
      typeContrat: ref(record?.typeContrat.id),
      salaireMin: amount(record?.salaireMin),
      salaireMax: amount(record?.salaireMax),
      salairePeriode: record?.salairePeriode ?? 'AN',
      teletravail: record?.teletravail ?? 'NON',
    },
  });
  // The questions are checked with the vacancy (same contract schema as the server), saved after it.
  const checkQuestions = () => {
    const checked = checkDrafts(drafts);
    setQuestionErrors(checked.errors ?? {});
    return checked.input;
  };
  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    const questionsInput = checkQuestions();
    await form.handleSubmit(async (values) => {
      if (!questionsInput) return;
      let saved: PosteVacant;
      try {
        saved = await save.mutateAsync(values);
      } catch (error) {
        applyServerFieldErrors(error, form.setError, FIELDS);
        return;
      }
      setQuestionsFailure(null);
      try {
        await saveQuestions(saved.id, questionsInput);
        await queryClient.invalidateQueries({ queryKey: ['poste-vacant', saved.id, 'questions'] });
      } catch (error) {
        if (error instanceof ApiError) setQuestionErrors(error.fields);
        setQuestionsFailure(error);
        // A new vacancy is saved: its questions are corrected on its own page.
        if (!record) navigate(`${LIST}/edit/${saved.id}`, { replace: true });
        return;
      }
      navigate(LIST, withFlash(ta(record ? 'admin.posteVacant.updated' : 'admin.posteVacant.added')));
    })(event);
  };
  const { errors } = form.formState;
  return (
    <form noValidate onSubmit={onSubmit} className="admin-form admin-form-wide">
      <FormErrorBanner error={save.error ?? questionsFailure} />
      <PosteVacantSelects form={form} options={options} />
      <TextField
        label={ta('admin.posteVacant.form.nom')}
        autoComplete="off"
        error={errors.nom?.message}
        required
        {...form.register('nom')}
      />
      {/* Optional: the careers page filters by it and search engines read it (contract §11). */}
      <TextField
        label={ta('admin.posteVacant.form.lieu')}
        autoComplete="off"
        error={errors.lieu?.message}
        {...form.register('lieu')}
      />
      {/* Pay transparency (EU directive 2023/970, art. 5): required on every vacancy (contract §16). */}
      <fieldset className="row g-2 mb-1">
        <legend className="h6">{ta('admin.posteVacant.form.payLegend')}</legend>
        {(['salaireMin', 'salaireMax'] as const).map((bound) => (
          <TextField
            key={bound}
            wrapperClassName="col-sm-6 col-lg-3 mb-3"
            label={ta(`admin.posteVacant.form.${bound}`)}
            type="number"
            min={1}
            step={1}
            inputMode="numeric"
            error={errors[bound]?.message}
            hint={bound === 'salaireMax' ? ta('admin.posteVacant.form.salaireMaxHint') : undefined}
            required
            {...form.register(bound, { valueAsNumber: true })}
          />
        ))}
        <SelectField
          wrapperClassName="col-sm-6 col-lg-3 mb-3"
          label={ta('admin.posteVacant.form.periode')}
          options={SALAIRE_PERIODES.map((p) => ({ value: p, label: ta(`admin.posteVacant.periode.${p}`) }))}
          error={errors.salairePeriode?.message}
          required
          {...form.register('salairePeriode')}
        />
        <SelectField
          wrapperClassName="col-sm-6 col-lg-3 mb-3"
          label={ta('admin.posteVacant.form.teletravail')}
          options={TELETRAVAILS.map((t) => ({ value: t, label: ta(`admin.posteVacant.teletravail.${t}`) }))}
          error={errors.teletravail?.message}
          {...form.register('teletravail')}
        />
      </fieldset>
      <Controller
        control={form.control}
        name="descriptif"
        render={({ field, fieldState }) => (
          <DescriptifField
            value={field.value ?? ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
          />
        )}
      />
      {/* Optional English texts (contract §17): the English page shows the French ones without them. */}
      <TextField
        label={ta('admin.posteVacant.form.nomEn')}
        hint={ta('admin.posteVacant.form.nomEnHint')}
        autoComplete="off"
        lang="en"
        error={form.formState.errors.nomEn?.message}
        {...form.register('nomEn')}
      />
      <Controller
        control={form.control}
        name="descriptifEn"
        render={({ field, fieldState }) => (
          <DescriptifField
            label={ta('admin.posteVacant.form.descriptifEn')}
            value={field.value ?? ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
          />
        )}
      />
      <QuestionsEditor drafts={drafts} onChange={setDrafts} errors={questionErrors} />
      <FormActions saving={save.isPending} cancelTo={LIST} />
    </form>
  );
}
