import { randomInt } from 'node:crypto';

export const alphanumerics = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** `length` characters drawn uniformly from `alphabet` with the system's secure random source. */
export function randomCode(length: number, alphabet: string = alphanumerics): string {
  let code = '';
  for (let i = 0; i < length; i++) code += alphabet[randomInt(alphabet.length)];
  return code;
}
