import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ErrorCode } from '@tabib/contracts/errors';
import { repoRoot } from '../config';

let messages: Partial<Record<ErrorCode, string>> | undefined;

/**
 * The English message of an error code, read from the web app's catalogue: one wording for
 * the screen and the terminal. Read as data, at runtime (the server never imports web code).
 */
export function englishErrorMessage(code: ErrorCode): string {
  if (!messages) {
    try {
      messages = JSON.parse(readFileSync(path.join(repoRoot, 'apps/web/src/locales/en/errors.json'), 'utf8')) as Partial<
        Record<ErrorCode, string>
      >;
    } catch {
      messages = {};
    }
  }
  return messages[code] ?? code;
}
