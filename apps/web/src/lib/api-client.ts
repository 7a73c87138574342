import type { z } from 'zod';
import { apiBasePath } from '@tabib/contracts/auth';
import { errorBodySchema } from '@tabib/contracts/errors';
import { ApiError } from './api-error';
import { currentLocale } from './i18n';
import { endSession, getToken } from './session';

export interface ApiRequest<Schema extends z.ZodType> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The contract's response schema: the answer is parsed with it. */
  schema: Schema;
  body?: unknown;
  query?: Record<string, string>;
  signal?: AbortSignal;
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

async function errorOf(response: Response): Promise<ApiError> {
  const body = errorBodySchema.safeParse(await jsonOf(response));
  if (!body.success) return new ApiError(response.status, 'invalidResponse', undefined, { cause: body.error });
  if (body.data.code === 'TokenCoreValidationFailed') endSession('expired');
  return new ApiError(response.status, body.data.code, body.data.issues);
}

async function send(path: string, query: Record<string, string> | undefined, init: RequestInit): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(urlOf(path, query), init);
  } catch (error) {
    if (init.signal?.aborted) throw error;
    throw new ApiError(0, 'networkError', undefined, { cause: error });
  }
  if (!response.ok) throw await errorOf(response);
  return response;
}

/** Posts multipart form data (uploads); the browser sets the boundary. */
export async function apiUpload<Schema extends z.ZodType>(
  path: string,
  request: { schema: Schema; form: FormData; method?: 'POST' | 'PUT'; query?: Record<string, string>; signal?: AbortSignal },
): Promise<z.output<Schema>> {
  const response = await send(path, request.query, {
    method: request.method ?? 'POST',
    headers: headersFor(false),
    body: request.form,
    signal: request.signal,
  });
  const parsed = request.schema.safeParse(await jsonOf(response));
  if (!parsed.success) throw new ApiError(response.status, 'invalidResponse', undefined, { cause: parsed.error });
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
  let response: Response;
  try {
    response = await fetch(urlOf(path, request.query), {
      method: request.method ?? 'GET',
      headers: headersFor(hasBody),
      body: hasBody ? JSON.stringify(request.body) : undefined,
      signal: request.signal,
    });
  } catch (error) {
    if (request.signal?.aborted) throw error;
    throw new ApiError(0, 'networkError', undefined, { cause: error });
  }
  if (!response.ok) throw await errorOf(response);
  const parsed = request.schema.safeParse(await jsonOf(response));
  if (!parsed.success) throw new ApiError(response.status, 'invalidResponse', undefined, { cause: parsed.error });
  return parsed.data;
}
