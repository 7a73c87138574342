import { z } from 'zod';
import { payeeAccountsSchema, type PayeeAccounts } from '@tabib/contracts/subscription-calls';

/** The accounts the bank-information modal shows; demo: placeholders, never to be paid to. */
export type PayeeConfig = (PayeeAccounts & { demo: boolean }) | null;

/** Placeholders for development and the demo practice: a server in production never shows them. */
const demoPayee: PayeeAccounts = {
  holder: 'TABIB SARL',
  bank: { name: 'BNA', agency: 'Alger Didouche Mourad', rib: '001 00601 0300000123 45' },
  postal: { account: '0012345678', key: '90' },
};

/**
 * PAYEE_ACCOUNTS (JSON, payeeAccountsSchema); a malformed value stops the start. Unset: the demo
 * accounts outside production, none in production (NODE_ENV=production), where a doctor would pay
 * to them.
 */
export function loadPayeeAccounts(env: NodeJS.ProcessEnv = process.env): PayeeConfig {
  const value = env.PAYEE_ACCOUNTS?.trim();
  if (!value) return env.NODE_ENV === 'production' ? null : { ...demoPayee, demo: true };
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch (error) {
    throw new Error(`PAYEE_ACCOUNTS is not valid JSON (${(error as Error).message})`);
  }
  const accounts = payeeAccountsSchema.safeParse(parsed);
  if (!accounts.success)
    throw new Error(
      `PAYEE_ACCOUNTS must be {"holder", "bank": {"name", "agency", "rib"}, "postal": {"account", "key"}}:\n${z.prettifyError(accounts.error)}`,
    );
  return { ...accounts.data, demo: false };
}
