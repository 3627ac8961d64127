import type { ApiErrorBody } from '@recrutement/contract';
import { GENERIC_ERROR, NETWORK_ERROR } from '@recrutement/contract';
import { apiText, currentLang } from '../i18n/i18n';
import { authStore } from './auth';

/** An answer of the API that is not 2xx, with the contract's error body when there is one. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string>;

  constructor(status: number, body: Partial<ApiErrorBody> | null) {
    super(body?.message || apiText(GENERIC_ERROR));
    this.name = 'ApiError';
    this.status = status;
    this.code = body?.code ?? (status === 0 ? 'NETWORK' : 'UNKNOWN');
    this.fields = body?.fields ?? {};
  }
}

type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
}

export function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

export function authHeaders(): Record<string, string> {
  const token = authStore.getToken();
  return token ? { Authorization: `Bearer ${token}` } : {};
}

async function readError(response: Response): Promise<ApiError> {
  let body: Partial<ApiErrorBody> | null = null;
  try {
    body = (await response.json()) as Partial<ApiErrorBody>;
  } catch {
    body = null;
  }
  // An expired or revoked token: forget it so that the guards send the user to /login.
  if (response.status === 401 && authStore.getToken()) authStore.clear();
  return new ApiError(response.status, body);
}

export async function send(path: string, options: RequestOptions = {}): Promise<Response> {
  // The API answers its messages in the page's language (contract §17).
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': currentLang(),
    ...authHeaders(),
  };
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method: options.method ?? (body ? 'POST' : 'GET'),
      headers,
      body,
      credentials: 'same-origin',
      signal: options.signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, { message: apiText(NETWORK_ERROR) });
  }
  if (!response.ok) throw await readError(response);
  return response;
}

/** Calls the API and answers the parsed JSON (undefined for 204). */
export async function api<T>(path: string, options?: RequestOptions): Promise<T> {
  const response = await send(path, options);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

export interface Page<T> {
  items: T[];
  total: number;
}

/** A paginated list call: the slice and the `X-Total-Count` header (contract §1). */
export async function apiPage<T>(
  path: string,
  query: Record<string, QueryValue>,
  signal?: AbortSignal,
): Promise<Page<T>> {
  const response = await send(path, { query, signal });
  const items = (await response.json()) as T[];
  const total = Number(response.headers.get('X-Total-Count') ?? items.length);
  return { items, total };
}
