import type { z } from 'zod';
import { apiBasePath } from '@tabib/contracts/auth';
import { errorBodySchema } from '@tabib/contracts/errors';
import { ApiError, isApiError } from './api-error';
import { currentLocale } from './i18n';
import { profileQueryKey } from './profile-query-key';
import { queryClient } from './query-client';
import { endSession, getToken } from './session';

export interface ApiRequest<Schema extends z.ZodType> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The contract's response schema: the answer is parsed with it. */
  schema: Schema;
  body?: unknown;
  query?: Record<string, string>;
  signal?: AbortSignal;
  /**
   * A write the server runs once per key (plugins/idempotency.ts on the server): one key per
   * user action. This client sends the action again with the same key when its answer was lost
   * or its first sending still runs, and gets the first answer back.
   */
  idempotencyKey?: string;
}

function urlOf(path: string, query?: Record<string, string>): string {
  const search = query ? `?${new URLSearchParams(query).toString()}` : '';
  return `${apiBasePath}${path}${search}`;
}

function headersFor(hasBody: boolean): Headers {
  const headers = new Headers({ Accept: 'application/json', 'Accept-Language': currentLocale() });
  if (hasBody) headers.set('Content-Type', 'application/json');
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return headers;
}

async function jsonOf(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

/**
 * Refusals some part of the app answers wherever they happen: `subscriptionRestrictedAction` (a
 * restricted practice, whatever the screen) offers the way to pay (features/subscription).
 */
export const refusalEvents = new EventTarget();

async function errorOf(response: Response): Promise<ApiError> {
  const body = errorBodySchema.safeParse(await jsonOf(response));
  if (!body.success) return new ApiError(response.status, 'invalidResponse', {}, { cause: body.error });
  if (body.data.code === 'TokenCoreValidationFailed') endSession('expired');
  // The server says a first-login step is pending: the fresh profile makes the route guards send the user to it.
  if (body.data.code === 'firstLoginRequired') void queryClient.invalidateQueries({ queryKey: profileQueryKey });
  if (body.data.code === 'subscriptionRestrictedAction') refusalEvents.dispatchEvent(new Event(body.data.code));
  return new ApiError(response.status, body.data.code, body.data);
}

async function sendOnce(path: string, query: Record<string, string> | undefined, init: RequestInit): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(urlOf(path, query), init);
  } catch (error) {
    if (init.signal?.aborted) throw error;
    throw new ApiError(0, 'networkError', {}, { cause: error });
  }
  if (!response.ok) throw await errorOf(response);
  return response;
}

/** The waits before each new sending of an idempotent write (ms). */
const resendDelaysMs = [500, 1500, 4000];
const gatewayStatuses = new Set([502, 503, 504]);

/** The answer was lost (no answer, or a proxy's while the server restarts) or the first sending still runs. */
const mayResend = (error: unknown) =>
  isApiError(error) &&
  (error.code === 'networkError' || error.code === 'idempotencyKeyInProgress' || gatewayStatuses.has(error.status));

async function send(
  path: string,
  query: Record<string, string> | undefined,
  init: RequestInit,
  idempotencyKey?: string,
): Promise<Response> {
  if (!idempotencyKey) return sendOnce(path, query, init);
  const headers = new Headers(init.headers);
  headers.set('Idempotency-Key', idempotencyKey);
  for (let attempt = 0; ; attempt++) {
    try {
      return await sendOnce(path, query, { ...init, headers });
    } catch (error) {
      const delayMs = resendDelaysMs[attempt];
      if (delayMs === undefined || !mayResend(error) || init.signal?.aborted) throw error;
      await new Promise((resolve) => setTimeout(resolve, delayMs));
    }
  }
}

/** Posts multipart form data (uploads); the browser sets the boundary. */
export async function apiUpload<Schema extends z.ZodType>(
  path: string,
  request: Pick<ApiRequest<Schema>, 'schema' | 'query' | 'signal' | 'idempotencyKey'> & {
    form: FormData;
    method?: 'POST' | 'PUT';
  },
): Promise<z.output<Schema>> {
  const response = await send(
    path,
    request.query,
    { method: request.method ?? 'POST', headers: headersFor(false), body: request.form, signal: request.signal },
    request.idempotencyKey,
  );
  const parsed = request.schema.safeParse(await jsonOf(response));
  if (!parsed.success) throw new ApiError(response.status, 'invalidResponse', {}, { cause: parsed.error });
  return parsed.data;
}

/** The bytes at a path (a stored file), with the response headers. */
export async function apiBlob(
  path: string,
  request: { query?: Record<string, string>; signal?: AbortSignal } = {},
): Promise<{ blob: Blob; headers: Headers }> {
  const headers = headersFor(false);
  headers.set('Accept', '*/*');
  const response = await send(path, request.query, { headers, signal: request.signal });
  return { blob: await response.blob(), headers: response.headers };
}

/** Calls `/api/v1` + path; resolves with the parsed answer or throws an ApiError. */
export async function apiRequest<Schema extends z.ZodType>(path: string, request: ApiRequest<Schema>): Promise<z.output<Schema>> {
  const hasBody = request.body !== undefined;
  const response = await send(
    path,
    request.query,
    {
      method: request.method ?? 'GET',
      headers: headersFor(hasBody),
      body: hasBody ? JSON.stringify(request.body) : undefined,
      signal: request.signal,
    },
    request.idempotencyKey,
  );
  const parsed = request.schema.safeParse(await jsonOf(response));
  if (!parsed.success) throw new ApiError(response.status, 'invalidResponse', {}, { cause: parsed.error });
  return parsed.data;
}
