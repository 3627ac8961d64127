import { z } from 'zod';
import { sqlLength, toKey } from './keys.js';
import { INT_MAX } from './limits.js';
import { messages } from './messages.js';

/**
 * Field helpers of every request schema (body, path, query). `text` is the one string schema:
 * NUL is refused (PostgreSQL cannot store it, and no form has a use for it) and the length is
 * bounded by the column, key included. `positiveId` bounds ids by what an `integer` column holds.
 */

// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is what is refused.
const NUL = /\u0000/;
const noNul = (value: string) => !NUL.test(value);

export interface TextOptions {
  /** Message when the field is missing or empty; without it the text may be empty. */
  required?: string;
  /** Also bound the `*_key` form (`toKey`) that the server stores next to it by `max`. */
  key?: boolean;
  /** Trim surrounding spaces (default true). */
  trim?: boolean;
}

/** A text field of at most `max` characters (see the module comment). */
export function text(max: number, options: TextOptions = {}) {
  const { required, key = false, trim = true } = options;
  let schema = z.string(required ? { error: required } : undefined);
  if (trim) schema = schema.trim();
  if (required) schema = schema.min(1, { error: required });
  schema = schema
    .refine(noNul, { error: messages.textInvalid, abort: true })
    .refine((v) => sqlLength(v) <= max, { error: messages.tooLong(max), abort: true });
  if (key) schema = schema.refine((v) => sqlLength(toKey(v)) <= max, { error: messages.tooLong(max) });
  return schema;
}

/** An id in a path, a query or a body: a positive integer that an `integer` column holds. */
export const positiveId = (message: string) =>
  z.coerce
    .number({ error: message })
    .int({ error: message })
    .positive({ error: message })
    .max(INT_MAX, { error: message });

/** A whole number from a query string between `min` and `max` (by default what an `integer` holds). */
export const boundedInt = (message: string, min: number, max: number = INT_MAX) =>
  z.coerce.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message });
