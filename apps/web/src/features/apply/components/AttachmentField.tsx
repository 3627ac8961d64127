import type { NomDocument } from '@recrutement/contract';
import type { ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { FileField } from '../../../components/form/FileField';
import { SelectField } from '../../../components/form/SelectField';
import { refLabel, t } from '../../../i18n/i18n';
import type { ApplyFormInput } from '../apply-form-schema';

interface AttachmentFieldProps {
  legend: string;
  typeName: 'nomFileCV' | 'nomFileLM';
  fileName: 'fileCV' | 'fileLM';
  nomDocuments: NomDocument[];
  /** Shown under the file (the CV's prefill status). */
  children?: ReactNode;
}

/** One attachment: its type name (a NomDocument) and the file, checked as soon as it is chosen. */
export function AttachmentField({ legend, typeName, fileName, nomDocuments, children }: AttachmentFieldProps) {
  const { register, formState } = useFormContext<ApplyFormInput>();
  return (
    <fieldset className="border rounded p-3 mb-3">
      <legend className="float-none w-auto px-2 fs-6 fw-semibold mb-0">{legend}</legend>
      <div className="row g-3">
        <SelectField
          wrapperClassName="col-12 col-sm-5"
          label={t('apply.attachmentType')}
          placeholder={t('apply.choose')}
          options={nomDocuments.map((doc) => ({ value: doc.nom, label: refLabel(doc.nom) }))}
          error={formState.errors[typeName]?.message}
          {...register(typeName)}
        />
        <FileField<ApplyFormInput> name={fileName} wrapperClassName="col-12 col-sm-7" />
      </div>
      {children}
    </fieldset>
  );
}
