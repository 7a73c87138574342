import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { changeLocale } from '../../../lib/i18n';
import { loadNamespace } from '../../../lib/on-demand-namespace';
import { BankInformationModal } from './bank-information-modal';

const accounts = {
  holder: 'CABINET EXPLOITANT SPA',
  bank: { name: 'CPA', agency: 'Oran', rib: '004 00123 4567890123 21' },
  postal: { account: '9876543', key: '12' },
};

let answer: Promise<Response>;

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input) =>
      new URL(String(input), 'http://tabib.test').pathname.endsWith('/retrieve-payee-accounts')
        ? (await answer).clone()
        : new Response(JSON.stringify({ success: false, code: 'notFound' }), { status: 404 }),
    ),
  );
});

afterEach(() => vi.unstubAllGlobals());

beforeAll(async () => {
  await changeLocale('en');
  await loadNamespace('subscription');
});

const payeeAnswer = (payee: unknown) =>
  new Response(JSON.stringify({ success: true, payee }), { status: 200, headers: { 'Content-Type': 'application/json' } });

function renderModal(onContact = () => undefined) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <BankInformationModal open onClose={() => undefined} onContact={onContact} />
    </QueryClientProvider>,
  );
  return screen.getByTestId('bank-information-modal');
}

describe('the bank-information modal', () => {
  it('waits for the server’s accounts, then shows them', async () => {
    let resolve!: (response: Response) => void;
    answer = new Promise((done) => (resolve = done));
    const modal = renderModal();
    expect(modal.querySelector('.ant-spin')).toBeTruthy();
    expect(within(modal).queryByTestId('bank-rib')).toBeNull();
    resolve(payeeAnswer({ ...accounts, demo: false }));
    expect((await within(modal).findByTestId('bank-rib')).textContent).toBe('004 00123 4567890123 21');
    expect(modal.textContent).toContain('CABINET EXPLOITANT SPA');
    expect(modal.textContent).toContain('9876543 key 12');
    expect(within(modal).queryByTestId('bank-demo')).toBeNull();
  });

  it('says when the accounts are the demonstration ones', async () => {
    answer = Promise.resolve(payeeAnswer({ ...accounts, demo: true }));
    const modal = renderModal();
    expect((await within(modal).findByTestId('bank-demo')).textContent).toBe(
      'Demonstration details: do not pay into these accounts.',
    );
    expect(within(modal).getByTestId('bank-rib')).toBeTruthy();
  });

  it('sends the doctor to the contact-us modal when the server has none', async () => {
    answer = Promise.resolve(payeeAnswer(null));
    const onContact = vi.fn();
    const modal = renderModal(onContact);
    expect((await within(modal).findByTestId('bank-unavailable')).textContent).toMatch(
      /^Our bank details are not shown here yet/,
    );
    expect(within(modal).queryByTestId('bank-rib')).toBeNull();
    fireEvent.click(within(modal).getByTestId('bank-contact-us'));
    expect(onContact).toHaveBeenCalledOnce();
  });
});
