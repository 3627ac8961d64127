import { messages } from '@recrutement/contract';
import type { ReactNode } from 'react';
import { ApiError } from '../lib/api-client';

/** A spinner announced to screen readers while something loads. */
export function Loading({ label = 'Chargement…' }: { label?: string }) {
  return (
    <div className="d-flex align-items-center justify-content-center gap-2 py-5 text-secondary" role="status">
      <span className="spinner-border spinner-border-sm" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}

/** Shown when a list has nothing to show. */
export function EmptyState({
  title,
  children,
  icon = 'inbox',
}: {
  title: string;
  children?: ReactNode;
  icon?: string;
}) {
  return (
    <div className="text-center text-secondary py-5 px-3 border rounded bg-white">
      <i className={`bi bi-${icon} fs-1 d-block mb-2`} aria-hidden="true" />
      <p className="fw-semibold mb-1">{title}</p>
      {children ? <div className="small">{children}</div> : null}
    </div>
  );
}

/** The readable message of an error: the server's French sentence, else a generic one. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return messages.genericError;
}

/** Bootstrap's alert markup without react-bootstrap's `Alert`: every page's entry chunk carries this one. */
export function ErrorAlert({ error, variant = 'danger' }: { error: unknown; variant?: 'danger' | 'warning' }) {
  return (
    <div role="alert" className={`alert alert-${variant} d-flex gap-2 align-items-start`}>
      <i className="bi bi-exclamation-triangle-fill" aria-hidden="true" />
      <span>{errorMessage(error)}</span>
    </div>
  );
}
