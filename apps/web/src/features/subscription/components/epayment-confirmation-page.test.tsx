import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { NoticesProvider } from '../../../components/ui/notices-provider';
import { changeLocale } from '../../../lib/i18n';
import { loadNamespace } from '../../../lib/on-demand-namespace';
import { profileOf } from '../../../test/profile-factory';
import { EpaymentConfirmationPage } from './epayment-confirmation-page';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const receipt = {
  _id: '00000000-0000-4000-8000-0000000000e1',
  operationNumber: 'TB00000042',
  bankOrderId: 'satim-order-42',
  number: '628058******0017',
  amount: 1_050_000,
  approvalCode: '123456',
  respCode_desc: 'Votre paiement a été accepté',
  actionCodeDescription: null,
  billingId: '00000000-0000-4000-8000-0000000000b1',
  codeAuthorization: 'A42',
  transactionTime: '2026-11-28T10:15:00+01:00',
  doctorShortCode: 'DR-0042',
};

let confirmAnswer: Response;
let emailed: unknown;

beforeEach(() => {
  emailed = undefined;
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const { pathname } = new URL(String(input), 'http://tabib.test');
      if (pathname.endsWith('/epayment-confirm_do')) return confirmAnswer.clone();
      if (pathname.endsWith('/epayment-email-bank-invoice')) {
        emailed = JSON.parse(String(init?.body));
        return json(200, { success: true });
      }
      return json(404, { success: false, code: 'notFound' });
    }),
  );
});

afterEach(() => vi.unstubAllGlobals());

beforeAll(async () => {
  await changeLocale('en');
  await loadNamespace('subscription');
});

function renderPage(search: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <NoticesProvider>
        <MemoryRouter initialEntries={[`/settings/subscription/epayment-confirmation${search}`]}>
          <Routes>
            <Route
              path="/settings/subscription/epayment-confirmation"
              element={<EpaymentConfirmationPage profile={profileOf('doctor', { email: 'karim@tabib.test', title: 'Pr' })} />}
            />
          </Routes>
        </MemoryRouter>
      </NoticesProvider>
    </QueryClientProvider>,
  );
}

describe('the e-payment confirmation page', () => {
  it('shows the receipt of a paid order, with the title before the name, and e-mails it to the account by default', async () => {
    confirmAnswer = json(200, { success: true, outcome: 'paid', receipt, receipt_token: 'signed.token' });
    renderPage('?orderId=satim-order-42');
    expect(screen.getByTestId('epayment-loading')).toBeTruthy();
    expect(await screen.findByTestId('receipt-view')).toBeTruthy();
    expect(screen.getByTestId('receipt-amount').textContent).toBe('10 500 DA');
    expect(screen.getByTestId('receipt-payer').textContent).toMatch(/^Professor /);
    expect(screen.getByTestId('receipt-pdf').getAttribute('href')).toBe('/api/v1/public/receipts/signed.token/pdf?lang=en');
    expect(screen.getByTestId('receipt-email-input')).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByTestId('receipt-email-send'));
    await waitFor(() => expect(emailed).toEqual({ transactionId: receipt._id, email: 'karim@tabib.test' }));
  });

  it('takes another address once the own-e-mail box is unticked, and checks it', async () => {
    confirmAnswer = json(200, { success: true, outcome: 'paid', receipt, receipt_token: 'signed.token' });
    renderPage('?orderId=satim-order-42');
    fireEvent.click(await screen.findByTestId('receipt-email-mine'));
    const input = screen.getByTestId('receipt-email-input');
    expect(input).toHaveProperty('disabled', false);
    fireEvent.change(input, { target: { value: 'not an address' } });
    fireEvent.click(screen.getByTestId('receipt-email-send'));
    expect(await screen.findByText('Enter a valid e-mail address.')).toBeTruthy();
    fireEvent.change(input, { target: { value: 'compta@cabinet.dz' } });
    fireEvent.click(screen.getByTestId('receipt-email-send'));
    await waitFor(() => expect(emailed).toEqual({ transactionId: receipt._id, email: 'compta@cabinet.dz' }));
  });

  it("says a refused payment was rejected, with SATIM's words, and offers the calendar or another try", async () => {
    confirmAnswer = json(200, {
      success: true,
      outcome: 'rejected',
      rejection: { reason: 'declined', message: 'Carte bloquée' },
    });
    renderPage('?orderId=satim-order-43');
    expect(await screen.findByText('Your transaction was rejected')).toBeTruthy();
    expect(screen.getByText('Carte bloquée')).toBeTruthy();
    expect(screen.getByTestId('epayment-calendar')).toBeTruthy();
    expect(screen.getByTestId('epayment-retry')).toBeTruthy();
  });

  it('shows the not-found page for an unknown order', async () => {
    confirmAnswer = json(404, { success: false, code: 'EpaymentCaseNotFound' });
    renderPage('?orderId=forged');
    expect(await screen.findByTestId('not-found')).toBeTruthy();
  });

  it('shows the not-found page without an order id', () => {
    renderPage('');
    expect(screen.getByTestId('not-found')).toBeTruthy();
  });
});
