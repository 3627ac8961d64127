import { ACCEPT_ATTRIBUTE, type NomDocument } from '@recrutement/contract';
import { useId } from 'react';
import { Form } from 'react-bootstrap';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { SelectField } from '../../../ui/SelectField';

interface AttachmentFieldProps {
  legend: string;
  nomDocuments: NomDocument[];
  typeRegistration: UseFormRegisterReturn;
  fileRegistration: UseFormRegisterReturn;
  typeError?: string;
  fileError?: string;
}

/** One attachment: its type (a NomDocument name) and the file. */
export function AttachmentField(props: AttachmentFieldProps) {
  const id = useId();
  return (
    <fieldset className="border rounded p-3 mb-3">
      <legend className="float-none w-auto px-2 fs-6 fw-semibold mb-0">{props.legend}</legend>
      <SelectField
        label="Type de pièce jointe"
        placeholder="Choisir un type"
        registration={props.typeRegistration}
        options={props.nomDocuments.map((n) => ({ value: n.nom, label: n.nom }))}
        error={props.typeError}
        required
      />
      <Form.Group controlId={`${id}-file`}>
        <Form.Label>
          Fichier
          <span className="text-danger" aria-hidden="true">
            {' '}
            *
          </span>
        </Form.Label>
        <Form.Control
          type="file"
          accept={ACCEPT_ATTRIBUTE}
          {...props.fileRegistration}
          isInvalid={Boolean(props.fileError)}
          aria-invalid={props.fileError ? true : undefined}
          aria-required
          aria-describedby={`${id}-hint${props.fileError ? ` ${id}-error` : ''}`}
        />
        <Form.Text id={`${id}-hint`}>PDF, DOC, DOCX, ODT, RTF, PNG ou JPEG ; 10 Mo au plus.</Form.Text>
        <Form.Control.Feedback type="invalid" id={`${id}-error`}>
          {props.fileError}
        </Form.Control.Feedback>
      </Form.Group>
    </fieldset>
  );
}
