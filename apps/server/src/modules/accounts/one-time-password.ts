import { passwordSchema } from '@tabib/contracts/password';
import { randomCode } from '../../lib/random-code';

// Letters and digits a reader cannot confuse (no 0/O, 1/l/I): the password is read off a
// terminal and typed by hand. 14 of 55 symbols is about 80 bits.
const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
const length = 14;

/** A random password the sign-in rules accept (spec 1 section 5), for an account's first sign-in. */
export function newOneTimePassword(): string {
  for (;;) {
    const candidate = randomCode(length, alphabet);
    // Redrawing the rare candidate without a letter or a digit keeps every symbol equally likely.
    if (passwordSchema.safeParse(candidate).success) return candidate;
  }
}
