import type { ErrorBody, ErrorCode } from '@tabib/contracts/errors';

/** networkError: no answer at all; invalidResponse: an answer that does not match its contract. */
export type ApiErrorCode = ErrorCode | 'networkError' | 'invalidResponse';

export class ApiError extends Error {
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly issues: ErrorBody['issues'];
  /** How many things the refusal is about (scheduleLeavesBookedAppointments). */
  readonly count: ErrorBody['count'];

  constructor(status: number, code: ApiErrorCode, details: Pick<ErrorBody, 'issues' | 'count'> = {}, options?: ErrorOptions) {
    super(`${code} (${status})`, options);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.issues = details.issues;
    this.count = details.count;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
