import { zodResolver } from '@hookform/resolvers/zod';
import type { Civilite, NomDocument, Pays, QuestionPublique, UploadResponse } from '@recrutement/contract';
import { type ReactNode, useRef, useState } from 'react';
import { FormProvider, type Resolver, useForm, useWatch } from 'react-hook-form';
import { FormActions } from '../../../components/form/FormActions';
import { applyServerFieldErrors } from '../../../components/form/server-field-errors';
import { UploadProgress } from '../../../components/form/UploadProgress';
import { ErrorAlert, Loading } from '../../../components/PageState';
import { ApplyPrivacyFields } from '../../../components/privacy/ApplyPrivacyFields';
import { lp, t } from '../../../i18n/i18n';
import { useReferenceList } from '../../../lib/reference-list';
import { useQuestions } from '../api/questions';
import { APPLY_ENDPOINT, useUploadCandidature } from '../api/upload-candidature';
import { APPLY_FIELDS, type ApplyFormInput, type ApplyFormOutput, applyFormSchema } from '../apply-form-schema';
import { renameReponseField, reponseErrors, reponseField, toReponses } from '../reponses';
import { useCvPrefill } from '../use-cv-prefill';
import { ApplicantFields } from './ApplicantFields';
import { AttachmentField } from './AttachmentField';
import { QuestionFields } from './QuestionFields';

const schemaResolver = zodResolver(applyFormSchema);

/**
 * The contract schema, then the contract's check of the answers against the vacancy's questions
 * (the server runs both): every problem shows at once, the answers' with the others.
 */
function applyResolver(questions: { current: QuestionPublique[] }): Resolver<ApplyFormInput, unknown, ApplyFormOutput> {
  return async (values, context, options) => {
    const result = await schemaResolver(values, context, options);
    const problems = reponseErrors(questions.current, values.reponses as Record<string, string> | undefined);
    if (Object.keys(problems).length === 0) return result;
    const reponses = Object.fromEntries(
      Object.entries(problems).map(([key, message]) => [key, { type: 'validate', message }]),
    );
    return { values: {}, errors: { ...result.errors, reponses } } as Awaited<ReturnType<typeof schemaResolver>>;
  };
}

export interface ApplyFormProps {
  /** The vacancy applied to; leave it out when `vacancyField` lets the user choose it. */
  postId?: number;
  /** A field registered as `postId` (inside this form's `FormProvider`), shown first. */
  vacancyField?: ReactNode;
  onApplied: (answer: UploadResponse) => void;
  /** One of the contract §5 paths; they all take the same form. */
  endpoint?: string;
  /** The form's accessible name. */
  label?: string;
  submitLabel?: string;
  cancelTo?: string;
  cancelLabel?: string;
  /** Off when the form is filled for someone else (the back office records an application). */
  autoFill?: boolean;
  /** The applicant's own notice and talent-pool box (§10); off when the back office records an application. */
  privacyFields?: boolean;
}

/** Loads the reference lists the form needs, then shows it. */
export function ApplyForm(props: ApplyFormProps) {
  const civilites = useReferenceList<Civilite>('civilite');
  const pays = useReferenceList<Pays>('pays');
  const nomDocuments = useReferenceList<NomDocument>('nom-document');
  const failed = civilites.error ?? pays.error ?? nomDocuments.error;
  if (failed) return <ErrorAlert error={failed} />;
  if (!civilites.data || !pays.data || !nomDocuments.data) return <Loading label={t('apply.loadingForm')} />;
  return (
    <ApplyFormFields
      {...props}
      references={{ civilites: civilites.data, pays: pays.data, nomDocuments: nomDocuments.data }}
    />
  );
}

type References = { civilites: Civilite[]; pays: Pays[]; nomDocuments: NomDocument[] };

function ApplyFormFields({ references, ...props }: ApplyFormProps & { references: References }) {
  const { civilites, pays, nomDocuments } = references;
  const upload = useUploadCandidature(props.endpoint ?? APPLY_ENDPOINT);
  const [failure, setFailure] = useState<unknown>(null);
  const questionsRef = useRef<QuestionPublique[]>([]);
  const form = useForm<ApplyFormInput, unknown, ApplyFormOutput>({
    resolver: applyResolver(questionsRef),
    mode: 'onTouched',
    defaultValues: {
      postId: props.postId === undefined ? '' : String(props.postId),
      civilite: '',
      prenom: '',
      nom: '',
      pays: '',
      telephone: '',
      email: '',
      nomFileCV: nomDocuments[0]?.nom ?? '',
      nomFileLM: nomDocuments[1]?.nom ?? '',
    },
  });
  const chosenPostId = Number(useWatch({ control: form.control, name: 'postId' }));
  const questions = useQuestions(chosenPostId > 0 ? chosenPostId : null);
  questionsRef.current = questions.data ?? [];
  const fields = [
    ...(props.vacancyField ? ['postId', ...APPLY_FIELDS] : APPLY_FIELDS),
    ...questionsRef.current.map((q) => `reponses.${reponseField(q.id)}`),
  ];
  const prefill = useCvPrefill(form);

  const onSubmit = async (values: ApplyFormOutput) => {
    const {
      fileCV,
      fileLM,
      nomFileCV,
      nomFileLM,
      postId,
      pays: paysId,
      civilite,
      consentementVivier,
      reponses: answers,
      ...person
    } = values;
    if (!fileCV || !fileLM) return; // the schema already refused it
    setFailure(null);
    try {
      const datas = { ...person, pays: { id: Number(paysId) }, civilite: { id: Number(civilite) } };
      const reponses = toReponses(questionsRef.current, answers);
      const submission = {
        postId: Number(postId),
        datas,
        fileCV,
        fileLM,
        nomFileCV,
        nomFileLM,
        consentementVivier,
        reponses,
      };
      props.onApplied(await upload.mutateAsync(submission));
    } catch (error) {
      applyServerFieldErrors(error, form.setError, fields, renameReponseField);
      setFailure(error);
    }
  };
  const sending = upload.isPending;
  const submitLabel = props.submitLabel ?? t('apply.submit');

  return (
    <FormProvider {...form}>
      <form
        onSubmit={form.handleSubmit(onSubmit)}
        noValidate
        aria-label={props.label ?? t('apply.title')}
        aria-busy={sending}
      >
        {failure ? <ErrorAlert error={failure} /> : null}
        {props.vacancyField}
        <ApplicantFields
          civilites={civilites}
          pays={pays}
          autoFill={props.autoFill ?? true}
          prefilled={prefill.prefilled}
          onEdit={prefill.unmark}
        />
        <div className="mt-4">
          <AttachmentField
            legend={t('apply.attachment1')}
            typeName="nomFileCV"
            fileName="fileCV"
            nomDocuments={nomDocuments}
          >
            <p role="status" className="small text-body-secondary mb-0 mt-2">
              {prefill.status}
            </p>
          </AttachmentField>
          <AttachmentField
            legend={t('apply.attachment2')}
            typeName="nomFileLM"
            fileName="fileLM"
            nomDocuments={nomDocuments}
          />
        </div>
        {questions.error ? <ErrorAlert error={questions.error} /> : null}
        <QuestionFields questions={questionsRef.current} />
        {(props.privacyFields ?? true) ? <ApplyPrivacyFields /> : null}
        {sending ? <UploadProgress percent={upload.progress} label={t('apply.sending')} /> : null}
        <FormActions
          saving={sending}
          submitLabel={submitLabel}
          savingLabel={submitLabel}
          cancelTo={props.cancelTo ?? lp('/offre')}
          cancelLabel={props.cancelLabel ?? t('apply.cancel')}
        />
      </form>
    </FormProvider>
  );
}
