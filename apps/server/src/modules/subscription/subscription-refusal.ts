import type { ErrorCode } from '@tabib/contracts/errors';
import { AppError } from '../../lib/app-error';
import { errorStatus } from '../../plugins/openapi-errors';

/** A refusal with the status the catalogue gives its code. */
export const refusal = (code: ErrorCode, message?: string) => new AppError(errorStatus[code], code, message);
