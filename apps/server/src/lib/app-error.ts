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
