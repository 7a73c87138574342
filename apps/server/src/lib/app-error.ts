import type { ErrorCode } from '@tabib/contracts/errors';

/** A refusal the client is meant to read: HTTP status plus one of the contract's error codes. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string = code,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/** A 429 that says when to come back: the error handler sends `retryAfterSeconds` as Retry-After. */
export class TooManyRequestsError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, 'tooManyRequest');
  }
}

/** A refusal about several things: the error handler sends how many as `count`. */
export class CountedRefusal extends AppError {
  constructor(
    statusCode: number,
    code: ErrorCode,
    readonly count: number,
  ) {
    super(statusCode, code);
  }
}
