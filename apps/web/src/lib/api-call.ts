import type { z } from 'zod';
import { apiRequest } from './api-client';

/**
 * One write to the API, described before it is sent: the same description is sent at once
 * online, or kept in the offline outbox and sent later (features/offline/outbox).
 */
export interface ApiCall<Schema extends z.ZodType> {
  method: 'POST' | 'PUT' | 'PATCH';
  path: string;
  body?: unknown;
  query?: Record<string, string>;
  /** The contract's response schema: the answer is parsed with it. */
  schema: Schema;
}

export function sendApiCall<Schema extends z.ZodType>(call: ApiCall<Schema>, idempotencyKey?: string): Promise<z.output<Schema>> {
  const { path, ...request } = call;
  return apiRequest(path, { ...request, idempotencyKey });
}
