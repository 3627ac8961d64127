import { useId } from 'react';
import { Form } from 'react-bootstrap';
import type { UseFormRegisterReturn } from 'react-hook-form';

interface TextFieldProps {
  label: string;
  registration: UseFormRegisterReturn;
  error?: string;
  type?: 'text' | 'date' | 'email' | 'tel';
  required?: boolean;
  autoComplete?: string;
}

/** A labelled input whose error (the contract's message, from the client or the server) sits below it. */
export function TextField({ label, registration, error, type = 'text', required, autoComplete }: TextFieldProps) {
  const id = useId();
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>
        {label}
        {required ? (
          <span className="text-danger" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </Form.Label>
      <Form.Control
        type={type}
        {...registration}
        isInvalid={Boolean(error)}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        autoComplete={autoComplete ?? 'off'}
      />
      <Form.Control.Feedback type="invalid" id={`${id}-error`}>
        {error}
      </Form.Control.Feedback>
    </Form.Group>
  );
}
