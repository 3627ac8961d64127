import { ACCEPT_ATTRIBUTE, DEFAULT_MAX_UPLOAD_MB, type NomDocument } from '@recrutement/contract';
import { useId } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { SelectField } from '../../../components/form/fields';
import type { ApplyFormInput } from '../apply-form-schema';

interface AttachmentFieldProps {
  legend: string;
  typeName: 'nomFileCV' | 'nomFileLM';
  fileName: 'fileCV' | 'fileLM';
  nomDocuments: NomDocument[];
}

/** One attachment: its type name (a NomDocument) and the file, checked as soon as it is chosen. */
export function AttachmentField({ legend, typeName, fileName, nomDocuments }: AttachmentFieldProps) {
  const id = useId();
  const { register, control, trigger, formState } = useFormContext<ApplyFormInput>();
  const fileError = formState.errors[fileName]?.message;
  return (
    <fieldset className="border rounded p-3 mb-3">
      <legend className="float-none w-auto px-2 fs-6 fw-semibold mb-0">{legend}</legend>
      <div className="row g-3">
        <SelectField
          wrapperClassName="col-12 col-sm-5"
          label="Type de pièce jointe"
          error={formState.errors[typeName]?.message}
          {...register(typeName)}
        >
          <option value="">Choisissez…</option>
          {nomDocuments.map((doc) => (
            <option key={doc.id} value={doc.nom}>
              {doc.nom}
            </option>
          ))}
        </SelectField>
        <div className="col-12 col-sm-7">
          <label htmlFor={`${id}-file`} className="form-label">
            Fichier
          </label>
          <Controller
            name={fileName}
            control={control}
            render={({ field }) => (
              <input
                id={`${id}-file`}
                type="file"
                accept={ACCEPT_ATTRIBUTE}
                name={field.name}
                ref={field.ref}
                onBlur={field.onBlur}
                onChange={(event) => {
                  field.onChange(event.target.files?.[0]);
                  void trigger(fileName);
                }}
                className={`form-control${fileError ? ' is-invalid' : ''}`}
                aria-invalid={fileError ? true : undefined}
                aria-describedby={`${fileError ? `${id}-error ` : ''}${id}-help`}
              />
            )}
          />
          {fileError ? (
            <div id={`${id}-error`} className="invalid-feedback d-block">
              {fileError}
            </div>
          ) : null}
          <div id={`${id}-help`} className="form-text">
            PDF, DOC, DOCX, ODT, RTF, PNG ou JPEG, {DEFAULT_MAX_UPLOAD_MB} Mo au plus.
          </div>
        </div>
      </div>
    </fieldset>
  );
}
