/**
 * Where a manual payment is made (spec 3 section 2, bank-information modal). The operator's
 * accounts: numbers, not words, so not in the locale files; the holder's name is the same in
 * every language.
 */
export const bankAccounts = {
  holder: 'TABIB SARL',
  /** versement and virement: the bank account (RIB, 20 digits). */
  bank: { name: 'BNA', agency: 'Alger Didouche Mourad', rib: '001 00601 0300000123 45' },
  /** ccp: the postal account. */
  postal: { account: '0012345678', key: '90' },
} as const;
