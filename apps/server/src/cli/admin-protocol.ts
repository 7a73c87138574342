import { inspect } from 'node:util';
import { z } from 'zod';
import type { ErrorCode } from '@tabib/contracts/errors';
import { AppError } from '../lib/app-error';
import { englishErrorMessage } from './error-messages';

/** One line of newline-delimited JSON on the admin socket, from the command line to the server. */
export const adminRequestSchema = z.object({
  command: z.string().min(1),
  args: z.unknown(),
  /** The command line's operator name, for the audit log (the socket is the OS user's alone). */
  operator: z.string().min(1),
});
export type AdminRequest = z.infer<typeof adminRequestSchema>;

export type AdminResponse = { ok: true; result: unknown } | { ok: false; code: ErrorCode; message: string };

/** A refusal in English for the terminal: the error code's message, plus the detail when there is one. */
export function failureOf(error: unknown): Extract<AdminResponse, { ok: false }> {
  if (error instanceof AppError) {
    const detail = error.message !== error.code ? ` (${error.message})` : '';
    return { ok: false, code: error.code, message: `${englishErrorMessage(error.code)}${detail}` };
  }
  // A local operator's own terminal: the real cause helps more than a generic message. Not every
  // throw is an Error (PGlite's file system throws `{ name: 'ErrnoError', errno }`).
  const message = error instanceof Error ? error.message : typeof error === 'object' ? inspect(error) : String(error);
  return { ok: false, code: 'internalServerError', message };
}
