import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Form } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { withFlash } from '../../../lib/flash';
import { applyServerFieldErrors } from '../../../lib/server-errors';
import { FormActions } from '../../../ui/FormActions';
import { FormErrorBanner } from '../../../ui/FormErrorBanner';
import { SelectField } from '../../../ui/SelectField';
import { useRecordApplication } from '../api/documents';
import {
  RECORD_APPLICATION_FIELDS,
  type RecordApplicationOutput,
  type RecordApplicationValues,
  recordApplicationSchema,
  toApplicationFormData,
} from '../record-application';
import { ApplicantFields } from './ApplicantFields';
import { AttachmentField } from './AttachmentField';
import { UploadProgress } from './UploadProgress';
import type { RecordApplicationOptions } from './useRecordApplicationOptions';

/** Records an application on behalf of a candidate, then opens its sheet. */
export function RecordApplicationForm({ options }: { options: RecordApplicationOptions }) {
  const navigate = useNavigate();
  const [progress, setProgress] = useState(0);
  const upload = useRecordApplication(setProgress);
  const form = useForm<RecordApplicationValues, unknown, RecordApplicationOutput>({
    resolver: zodResolver(recordApplicationSchema),
    defaultValues: { postId: '', civilite: '', pays: '', nom: '', prenom: '', email: '', telephone: '' },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    setProgress(0);
    try {
      const answer = await upload.mutateAsync(toApplicationFormData(values));
      navigate(`/admin/candidature/fiche/${answer.idCandidature}`, withFlash('La candidature a bien été enregistrée.'));
    } catch (error) {
      applyServerFieldErrors(error, form.setError, RECORD_APPLICATION_FIELDS);
    }
  });
  return (
    <Form noValidate onSubmit={onSubmit} className="admin-form-wide">
      <FormErrorBanner error={upload.error} />
      <SelectField
        label="Poste vacant"
        placeholder="Choisir une offre ouverte"
        registration={form.register('postId')}
        options={options.vacancies.map((v) => ({ value: String(v.id), label: `${v.nom} (${v.session.reference})` }))}
        error={errors.postId?.message}
        required
      />
      <ApplicantFields form={form} options={options} />
      <div className="row">
        {(['CV', 'LM'] as const).map((suffix, index) => (
          <div className="col-md-6" key={suffix}>
            <AttachmentField
              legend={`Piece jointe ${index + 1}`}
              nomDocuments={options.nomDocuments}
              typeRegistration={form.register(`nomFile${suffix}`)}
              fileRegistration={form.register(`file${suffix}`)}
              typeError={errors[`nomFile${suffix}`]?.message}
              fileError={errors[`file${suffix}`]?.message}
            />
          </div>
        ))}
      </div>
      {upload.isPending ? <UploadProgress percent={progress} /> : null}
      <FormActions
        saving={upload.isPending}
        cancelTo="/admin/document-candidature"
        submitLabel="Enregistrer la candidature"
      />
    </Form>
  );
}
