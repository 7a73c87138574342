/**
 * What the local SATIM sandbox accepts out of the box; the card-payments config defaults to the same
 * values, so a fresh checkout pays end to end with no setting.
 */
export const sandboxDefaults = {
  port: 4010,
  userName: 'SANDBOX_MERCHANT',
  password: 'sandbox-password',
  terminalId: 'E010900001',
  /** SATIM refuses orders under 50 DA (amounts travel in centimes). */
  minimumAmountCentimes: 5000,
  /** How long the "acknowledge times out" test card keeps acknowledgeTransaction.do waiting. */
  acknowledgeDelayMs: 30_000,
} as const;

/** ISO 4217 numeric code of the Algerian dinar, the only currency SATIM takes. */
export const dinarCurrency = '012';

export const sandboxLanguages = ['fr', 'en', 'ar'] as const;
export type SandboxLanguage = (typeof sandboxLanguages)[number];

export function sandboxLanguageOf(value: string | undefined): SandboxLanguage {
  const lower = value?.toLowerCase();
  return sandboxLanguages.find((language) => language === lower) ?? 'fr';
}

export function hasSandboxCredentials(userName: string | undefined, password: string | undefined): boolean {
  return userName === sandboxDefaults.userName && password === sandboxDefaults.password;
}
