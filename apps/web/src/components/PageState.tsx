import { GENERIC_ERROR } from '@recrutement/contract';
import type { ReactNode } from 'react';
import { apiText, t } from '../i18n/i18n';
import { ApiError } from '../lib/api-client';
import { Icon } from './Icon';

/** A spinner announced to screen readers while something loads. */
export function Loading({ label = t('common.loading') }: { label?: string }) {
  return (
    <div className="d-flex align-items-center justify-content-center gap-2 py-5 text-secondary" role="status">
      <span className="spinner-border spinner-border-sm" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}

/**
 * Shown when a list has nothing to show. `icon` is an SVG imported from bootstrap-icons (public pages,
 * see Icon) or, in the back office, which loads the icon font, a bootstrap-icons name (the default).
 */
export function EmptyState({
  title,
  children,
  icon = 'inbox',
  iconName,
}: {
  title: string;
  children?: ReactNode;
  icon?: string;
  /** One of the icons of app/styles.css (`.icon-<name>`), instead of `icon`. */
  iconName?: string;
}) {
  const isFile = icon.includes('/') || icon.startsWith('data:');
  return (
    <div className="text-center text-secondary py-5 px-3 border rounded bg-white">
      {iconName || isFile ? (
        <Icon name={iconName} src={iconName ? undefined : icon} className="fs-1 mb-2" />
      ) : (
        <i className={`bi bi-${icon} fs-1 d-block mb-2`} aria-hidden="true" />
      )}
      <p className="fw-semibold mb-1">{title}</p>
      {children ? <div className="small">{children}</div> : null}
    </div>
  );
}

/** The readable message of an error: the server's sentence (in the page's language), else a generic one. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return apiText(error.message);
  return apiText(GENERIC_ERROR);
}

/** Bootstrap's alert markup without react-bootstrap's `Alert`: every page's entry chunk carries this one. */
export function ErrorAlert({ error, variant = 'danger' }: { error: unknown; variant?: 'danger' | 'warning' }) {
  return (
    <div role="alert" className={`alert alert-${variant} d-flex gap-2 align-items-start`}>
      <Icon name="exclamation-triangle-fill" className="flex-shrink-0 mt-1" />
      <span>{errorMessage(error)}</span>
    </div>
  );
}
