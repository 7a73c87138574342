import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { loadPayeeAccounts } from './payee-accounts';

const accounts = {
  holder: 'CABINET EXPLOITANT SPA',
  bank: { name: 'CPA', agency: 'Oran', rib: '00400123456789012321' },
  postal: { account: '9876543', key: '12' },
};
const load = (value: unknown) => () =>
  loadPayeeAccounts({ PAYEE_ACCOUNTS: typeof value === 'string' ? value : JSON.stringify(value) });

describe('PAYEE_ACCOUNTS', () => {
  it('reads the accounts set, in production or not', () => {
    expect(loadPayeeAccounts({ PAYEE_ACCOUNTS: JSON.stringify(accounts), NODE_ENV: 'production' })).toEqual({
      ...accounts,
      demo: false,
    });
  });

  it('falls back on the demo accounts outside production only', () => {
    expect(loadPayeeAccounts({})).toMatchObject({ holder: 'TABIB SARL', demo: true });
    expect(loadPayeeAccounts({ NODE_ENV: 'test', PAYEE_ACCOUNTS: ' ' })?.demo).toBe(true);
    expect(loadPayeeAccounts({ NODE_ENV: 'production' })).toBeNull();
  });

  it('stops the start on a value that is not JSON, or not the shape', () => {
    expect(load('{holder: TABIB')).toThrow(/^PAYEE_ACCOUNTS is not valid JSON/);
    expect(load({ ...accounts, postal: undefined })).toThrow(/PAYEE_ACCOUNTS must be[\s\S]*postal/);
    expect(load({ ...accounts, bank: { ...accounts.bank, rib: '004 00123' } })).toThrow(/bank\.rib/);
    expect(load({ ...accounts, holder: '' })).toThrow(/holder/);
    expect(() => loadConfig({ PAYEE_ACCOUNTS: '[]' })).toThrow(/PAYEE_ACCOUNTS must be/);
  });
});
