import { zodResolver } from '@hookform/resolvers/zod';
import type { UploadResponse } from '@recrutement/contract';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { ErrorAlert, Loading } from '../../../components/PageState';
import { applyServerFieldErrors } from '../../../lib/server-field-errors';
import { ApplyPrivacyFields } from '../../privacy/components/ApplyPrivacyFields';
import { useCivilites } from '../api/list-civilites';
import { useNomDocuments } from '../api/list-nom-documents';
import { usePays } from '../api/list-pays';
import { APPLY_ENDPOINT, useUploadCandidature } from '../api/upload-candidature';
import { APPLY_FIELDS, type ApplyFormInput, type ApplyFormOutput, applyFormSchema } from '../apply-form-schema';
import { ApplicantFields } from './ApplicantFields';
import { AttachmentField } from './AttachmentField';
import { UploadProgress } from './UploadProgress';

export interface ApplyFormProps {
  postId: number;
  onApplied: (answer: UploadResponse) => void;
  /** Development forms post the same fields to the legacy paths. */
  endpoint?: string;
}

/** Loads the reference lists the form needs, then shows it. */
export function ApplyForm(props: ApplyFormProps) {
  const civilites = useCivilites();
  const pays = usePays();
  const nomDocuments = useNomDocuments();
  const failed = civilites.error ?? pays.error ?? nomDocuments.error;
  if (failed) return <ErrorAlert error={failed} />;
  if (!civilites.data || !pays.data || !nomDocuments.data) return <Loading label="Chargement du formulaire…" />;
  return (
    <ApplyFormFields
      {...props}
      references={{ civilites: civilites.data, pays: pays.data, nomDocuments: nomDocuments.data }}
    />
  );
}

type References = {
  civilites: NonNullable<ReturnType<typeof useCivilites>['data']>;
  pays: NonNullable<ReturnType<typeof usePays>['data']>;
  nomDocuments: NonNullable<ReturnType<typeof useNomDocuments>['data']>;
};

function ApplyFormFields({
  postId,
  onApplied,
  endpoint = APPLY_ENDPOINT,
  references,
}: ApplyFormProps & { references: References }) {
  const { civilites, pays, nomDocuments } = references;
  const upload = useUploadCandidature(endpoint);
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm<ApplyFormInput, unknown, ApplyFormOutput>({
    resolver: zodResolver(applyFormSchema),
    mode: 'onTouched',
    defaultValues: {
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

  const onSubmit = async (values: ApplyFormOutput) => {
    const { fileCV, fileLM, nomFileCV, nomFileLM, pays: paysId, civilite, consentementVivier, ...person } = values;
    if (!fileCV || !fileLM) return; // the schema already refused it
    setFailure(null);
    try {
      const datas = { ...person, pays: { id: Number(paysId) }, civilite: { id: Number(civilite) } };
      const submission = { postId, datas, fileCV, fileLM, nomFileCV, nomFileLM, consentementVivier };
      onApplied(await upload.mutateAsync(submission));
    } catch (error) {
      applyServerFieldErrors(error, form.setError, APPLY_FIELDS);
      setFailure(error);
    }
  };
  const sending = upload.isPending;

  return (
    <FormProvider {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate aria-label="Apply For The Job" aria-busy={sending}>
        {failure ? <ErrorAlert error={failure} /> : null}
        <ApplicantFields civilites={civilites} pays={pays} />
        <div className="mt-4">
          <AttachmentField legend="Piece jointe 1" typeName="nomFileCV" fileName="fileCV" nomDocuments={nomDocuments} />
          <AttachmentField legend="Piece jointe 2" typeName="nomFileLM" fileName="fileLM" nomDocuments={nomDocuments} />
        </div>
        <ApplyPrivacyFields />
        {sending ? <UploadProgress percent={upload.progress} /> : null}
        <div className="d-flex flex-wrap gap-2">
          <button type="submit" className="btn btn-primary" disabled={sending}>
            {sending ? <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" /> : null}
            Apply Now
          </button>
          <Link to="/offre" className="btn btn-outline-secondary">
            Return
          </Link>
        </div>
      </form>
    </FormProvider>
  );
}
