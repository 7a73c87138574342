import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryObserver } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from './api-client';
import { ApiError } from './api-error';
import { changeLocale } from './i18n';
import { profileQueryKey } from './profile-query-key';
import { queryClient } from './query-client';
import { onSessionEnded } from './session';
import { storageKeys } from './storage-keys';

const okSchema = z.object({ success: z.literal(true), code: z.string() });

function answer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

function sentRequest(): { url: string; init: RequestInit; headers: Headers } {
  const [url, init = {}] = fetchMock.mock.calls[0] ?? [];
  return { url: String(url), init, headers: new Headers(init.headers) };
}

describe('apiRequest', () => {
  it('calls /api/v1 with JSON, the stored token and the current language', async () => {
    localStorage.setItem(storageKeys.token, 'token-1');
    await changeLocale('ar');
    fetchMock.mockResolvedValue(answer(200, { success: true, code: 'ok' }));

    const result = await apiRequest('/doctors/logout', { method: 'POST', body: { a: 1 }, schema: okSchema });

    expect(result).toEqual({ success: true, code: 'ok' });
    const { url, init, headers } = sentRequest();
    expect(url).toBe('/api/v1/doctors/logout');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"a":1}');
    expect(headers.get('Authorization')).toBe('Bearer token-1');
    expect(headers.get('Accept-Language')).toBe('ar');
    expect(headers.get('Content-Type')).toBe('application/json');
    await changeLocale('fr');
  });

  it('sends no Authorization header without a stored token, and adds the query', async () => {
    fetchMock.mockResolvedValue(answer(200, { success: true, code: 'ok' }));
    await apiRequest('/x', { query: { id: 'a b' }, schema: okSchema });
    const { url, headers } = sentRequest();
    expect(url).toBe('/api/v1/x?id=a+b');
    expect(headers.has('Authorization')).toBe(false);
  });

  it('throws an ApiError with the status and code of an error body', async () => {
    fetchMock.mockResolvedValue(answer(429, { success: false, code: 'tooManyRequest' }));
    const error = await apiRequest('/doctors/auth', { method: 'POST', schema: okSchema }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 429, code: 'tooManyRequest' });
  });

  it('throws invalidResponse when the answer does not match the contract', async () => {
    fetchMock.mockResolvedValue(answer(200, { success: true }));
    await expect(apiRequest('/x', { schema: okSchema })).rejects.toMatchObject({ status: 200, code: 'invalidResponse' });
  });

  it('throws networkError when the server cannot be reached', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(apiRequest('/x', { schema: okSchema })).rejects.toMatchObject({ status: 0, code: 'networkError' });
  });

  it('ends the session on TokenCoreValidationFailed, keeping the language choice', async () => {
    localStorage.setItem(storageKeys.token, 'expired');
    localStorage.setItem(storageKeys.language, 'en');
    const ended = vi.fn();
    const unsubscribe = onSessionEnded(ended);
    fetchMock.mockResolvedValue(answer(401, { success: false, code: 'TokenCoreValidationFailed' }));

    await expect(apiRequest('/x', { schema: okSchema })).rejects.toMatchObject({
      status: 401,
      code: 'TokenCoreValidationFailed',
    });

    expect(ended).toHaveBeenCalledWith('expired');
    expect(localStorage.getItem(storageKeys.token)).toBeNull();
    expect(localStorage.getItem(storageKeys.language)).toBe('en');
    unsubscribe();
  });

  it('keeps the session on other 401 answers (wrong password)', async () => {
    localStorage.setItem(storageKeys.token, 'token-1');
    fetchMock.mockResolvedValue(answer(401, { success: false, code: 'invalidCredentials' }));
    await expect(apiRequest('/x', { schema: okSchema })).rejects.toMatchObject({ code: 'invalidCredentials' });
    expect(localStorage.getItem(storageKeys.token)).toBe('token-1');
  });

  it('refetches the profile on firstLoginRequired, so the guards send the user to the pending step', async () => {
    localStorage.setItem(storageKeys.token, 'token-1');
    const staleProfile = { firstLoginPswReset: true, accept_terms: true };
    const freshProfile = { firstLoginPswReset: true, accept_terms: false };
    const loadProfile = vi.fn().mockResolvedValueOnce(staleProfile).mockResolvedValue(freshProfile);
    // A guard on screen: the profile is loaded and stays fresh unless something invalidates it.
    const guard = new QueryObserver(queryClient, { queryKey: profileQueryKey, queryFn: loadProfile, staleTime: Infinity });
    const unsubscribe = guard.subscribe(() => undefined);
    await vi.waitFor(() => expect(guard.getCurrentResult().data).toEqual(staleProfile));
    fetchMock.mockResolvedValue(answer(403, { success: false, code: 'firstLoginRequired' }));

    await expect(apiRequest('/x', { schema: okSchema })).rejects.toMatchObject({ status: 403, code: 'firstLoginRequired' });

    await vi.waitFor(() => expect(guard.getCurrentResult().data).toEqual(freshProfile));
    expect(localStorage.getItem(storageKeys.token)).toBe('token-1');
    unsubscribe();
    queryClient.clear();
  });
});

describe('idempotent writes', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const sentKeys = () => fetchMock.mock.calls.map(([, init]) => new Headers(init?.headers).get('Idempotency-Key'));

  it('sends the key when the call has one, and none otherwise', async () => {
    fetchMock.mockImplementation(async () => answer(200, { success: true, code: 'ok' }));
    await apiRequest('/x', { method: 'PUT', body: {}, schema: okSchema, idempotencyKey: 'key-1' });
    await apiRequest('/x', { method: 'PUT', body: {}, schema: okSchema });
    expect(sentKeys()).toEqual(['key-1', null]);
  });

  it('sends the action again with the same key when its answer was lost or its first sending still runs', async () => {
    fetchMock
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(answer(409, { success: false, code: 'idempotencyKeyInProgress' }))
      .mockResolvedValueOnce(new Response('Bad gateway', { status: 502 }))
      .mockResolvedValueOnce(answer(200, { success: true, code: 'paid once' }));
    const paid = apiRequest('/x', { method: 'PUT', body: { amount: 1 }, schema: okSchema, idempotencyKey: 'key-2' });
    await vi.runAllTimersAsync();
    await expect(paid).resolves.toEqual({ success: true, code: 'paid once' });
    expect(sentKeys()).toEqual(['key-2', 'key-2', 'key-2', 'key-2']);
    expect(fetchMock.mock.calls.every(([, init]) => init?.body === '{"amount":1}')).toBe(true);
  });

  it('gives up after three more sendings, and never sends again a refusal or a call without a key', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const lost = apiRequest('/x', { method: 'PUT', schema: okSchema, idempotencyKey: 'key-3' }).catch((error: unknown) => error);
    await vi.runAllTimersAsync();
    expect(await lost).toMatchObject({ code: 'networkError' });
    expect(fetchMock).toHaveBeenCalledTimes(4);

    fetchMock.mockReset();
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(apiRequest('/x', { method: 'PUT', schema: okSchema })).rejects.toMatchObject({ code: 'networkError' });
    expect(fetchMock).toHaveBeenCalledTimes(1);

    fetchMock.mockReset();
    fetchMock.mockResolvedValue(answer(422, { success: false, code: 'idempotencyKeyReused' }));
    await expect(apiRequest('/x', { method: 'PUT', schema: okSchema, idempotencyKey: 'key-4' })).rejects.toMatchObject({
      code: 'idempotencyKeyReused',
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
