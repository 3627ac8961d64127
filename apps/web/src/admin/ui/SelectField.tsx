import { useId } from 'react';
import { Form } from 'react-bootstrap';
import type { UseFormRegisterReturn } from 'react-hook-form';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps {
  label: string;
  registration: UseFormRegisterReturn;
  options: SelectOption[];
  placeholder: string;
  error?: string;
  required?: boolean;
  /** While the options load, the select says so and cannot be used. */
  loading?: boolean;
}

export function SelectField({ label, registration, options, placeholder, error, required, loading }: SelectFieldProps) {
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
      <Form.Select
        {...registration}
        isInvalid={Boolean(error)}
        aria-invalid={error ? true : undefined}
        disabled={loading}
        aria-required={required || undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        <option value="">{loading ? 'Chargement…' : placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Form.Select>
      <Form.Control.Feedback type="invalid" id={`${id}-error`}>
        {error}
      </Form.Control.Feedback>
    </Form.Group>
  );
}
