import type { ErrorCode } from '@recrutement/contract';
import { messages } from '@recrutement/contract';

export const STATUS_OF: Record<ErrorCode, number> = {
  VALIDATION: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  URI_TOO_LONG: 414,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  EMAIL_NOT_VERIFIED: 403,
  TOKEN_INVALID: 400,
  UNAVAILABLE: 503,
  MFA_REQUIRED: 403,
};

/** The one error type of the server; the error handler turns it into the contract's body. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly fields: Record<string, string> | undefined;

  constructor(code: ErrorCode, message: string, fields?: Record<string, string>) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.fields = fields;
  }

  get status(): number {
    return STATUS_OF[this.code];
  }
}

export const notFound = (message: string = messages.notFound) => new AppError('NOT_FOUND', message);
export const conflict = (message: string) => new AppError('CONFLICT', message);
export const forbidden = (message: string = messages.forbidden) => new AppError('FORBIDDEN', message);
export const unauthorized = (message: string = messages.unauthorized) => new AppError('UNAUTHORIZED', message);
export const validation = (fields: Record<string, string>, message: string = messages.validation) =>
  new AppError('VALIDATION', message, fields);
export const emailNotVerified = () => new AppError('EMAIL_NOT_VERIFIED', messages.emailNotVerified);
/** 403 MFA_REQUIRED: a staff session without a second factor while it is compulsory (§23). */
export const mfaRequired = () => new AppError('MFA_REQUIRED', messages.mfaRequired);
export const tokenInvalid = () => new AppError('TOKEN_INVALID', messages.tokenInvalid);

/** A part the server depends on (database, object store) cannot answer now: 503 with Retry-After. */
export const unavailable = (cause?: unknown) => {
  const error = new AppError('UNAVAILABLE', messages.unavailable);
  if (cause !== undefined) error.cause = cause;
  return error;
};
