import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Act } from '@tabib/contracts/payments';
import { NoticesProvider } from '../../../components/ui/notices-provider';
import { changeLocale } from '../../../lib/i18n';
import { PaymentPanel } from './payment-panel';

beforeAll(async () => {
  await changeLocale('en');
  // jsdom has no ResizeObserver; antd's table, popconfirm and textarea observe their size.
  if (!('ResizeObserver' in window)) {
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
  }
});

const fetchMock = vi.fn<typeof fetch>();
let acts: Act[] = [];

const actOf = (index: number, overrides: Partial<Act> = {}): Act => ({
  _id: `act-${index}`,
  title: `Act ${index}`,
  description: '',
  total_amount: 10000,
  paid_amount: 0,
  remaining_amount: 10000,
  items: [],
  appointmentId: null,
  created_at: new Date(2026, 0, index).toISOString(),
  ...overrides,
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A tiny wallet server: pages of 5 and deletes; every other call answers with the act unchanged. */
beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://tabib.test');
    if (url.pathname.endsWith('/wallet-get-object')) {
      const page = Number(url.searchParams.get('page'));
      return json(200, { success: true, total: acts.length, wallet: acts.slice((page - 1) * 5, page * 5) });
    }
    const actId = url.pathname.split('/').at(-2);
    if (url.pathname.endsWith('/wallet-delete-act-item')) {
      acts = acts.filter((candidate) => candidate._id !== actId);
      return json(200, { success: true });
    }
    return json(200, { success: true, act: acts.find((candidate) => candidate._id === actId) });
  });
  vi.stubGlobal('fetch', fetchMock);
});

let queryClient: QueryClient;

// A refetch still running when the test ends would render after jsdom is gone: let it land first.
afterEach(async () => {
  await waitFor(() => expect(queryClient.isFetching() + queryClient.isMutating()).toBe(0));
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
});

function renderPanel(readOnly = false) {
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <NoticesProvider>
        <PaymentPanel patientId="patient-1" clinicDoctorId={null} readOnly={readOnly} />
      </NoticesProvider>
    </QueryClientProvider>,
  );
}

const calls = (suffix: string) => fetchMock.mock.calls.filter(([input]) => String(input).includes(suffix));

describe('the payment panel', { timeout: 20_000 }, () => {
  it('hides the pager with one page, and shows paid acts as paid', async () => {
    acts = [actOf(1, { paid_amount: 10000, remaining_amount: 0 }), actOf(2, { paid_amount: 2550, remaining_amount: 7450 })];
    renderPanel();
    await screen.findByTestId('act-row-Act 1');
    expect(within(screen.getByTestId('act-row-Act 1')).getByTestId('act-state-paid').textContent).toBe('paid');
    expect(within(screen.getByTestId('act-row-Act 2')).getByTestId('act-remaining').textContent).toBe('74.50 DA');
    expect(document.querySelector('.ant-pagination')).toBeNull();
  });

  it('edits one row at a time: the other edit and delete buttons are disabled', async () => {
    acts = [actOf(1), actOf(2)];
    renderPanel();
    const first = await screen.findByTestId('act-row-Act 1');
    fireEvent.click(within(first).getByTestId('act-edit'));
    const second = screen.getByTestId('act-row-Act 2');
    expect(within(second).getByTestId('act-edit')).toHaveProperty('disabled', true);
    expect(within(second).getByTestId('act-delete')).toHaveProperty('disabled', true);
    // an invalid row is not sent
    fireEvent.change(within(first).getByTestId('act-edit-title'), { target: { value: '' } });
    fireEvent.click(within(first).getByTestId('act-save'));
    expect(await within(first).findByText('The title of the act is required.')).toBeTruthy();
    expect(calls('wallet-update-act-item-information')).toHaveLength(0);
    fireEvent.click(within(first).getByTestId('act-cancel'));
    expect(within(second).getByTestId('act-edit')).toHaveProperty('disabled', false);
  });

  it('offers the add-payment form only while something remains, and refuses an overpay without a call', async () => {
    acts = [actOf(1, { paid_amount: 10000, remaining_amount: 0 }), actOf(2, { paid_amount: 6000, remaining_amount: 4000 })];
    renderPanel();
    const paidRow = await screen.findByTestId('act-row-Act 1');
    fireEvent.click(paidRow.querySelector('.ant-table-row-expand-icon')!);
    expect(within(await screen.findByTestId('act-details-Act 1')).queryByTestId('add-payment-form')).toBeNull();

    fireEvent.click(screen.getByTestId('act-row-Act 2').querySelector('.ant-table-row-expand-icon')!);
    const details = await screen.findByTestId('act-details-Act 2');
    fireEvent.change(within(details).getByTestId('add-payment-amount'), { target: { value: '40.01' } });
    fireEvent.submit(within(details).getByTestId('add-payment-form'));
    expect(await within(details).findByText('paid amount more than total amount')).toBeTruthy();
    expect(calls('wallet-add-act-subitem')).toHaveLength(0);

    fireEvent.change(within(details).getByTestId('add-payment-amount'), { target: { value: '40' } });
    fireEvent.submit(within(details).getByTestId('add-payment-form'));
    await waitFor(() => expect(calls('wallet-add-act-subitem')).toHaveLength(1));
    expect(JSON.parse(String(calls('wallet-add-act-subitem')[0]![1]!.body))).toMatchObject({ amount_paid: 4000 });
  });

  it('pages by 5 and goes back to page 1 after a delete', async () => {
    acts = Array.from({ length: 7 }, (_, index) => actOf(index + 1));
    renderPanel();
    await screen.findByTestId('act-row-Act 1');
    fireEvent.click(document.querySelector('.ant-pagination-item-2')!);
    const sixth = await screen.findByTestId('act-row-Act 6');
    fireEvent.click(within(sixth).getByTestId('act-delete'));
    await act(async () => {
      fireEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    });
    await screen.findByTestId('act-row-Act 1');
    expect(calls('wallet-get-object').at(-1)![0]).toContain('page=1');
    expect(document.querySelector('.ant-pagination-item-active')?.textContent).toBe('1');
  });

  it('read-only: no new act, no edit, no add-payment form', async () => {
    acts = [actOf(1)];
    renderPanel(true);
    const row = await screen.findByTestId('act-row-Act 1');
    expect(screen.queryByTestId('add-new-act')).toBeNull();
    expect(within(row).queryByTestId('act-edit')).toBeNull();
    fireEvent.click(row.querySelector('.ant-table-row-expand-icon')!);
    expect(within(await screen.findByTestId('act-details-Act 1')).queryByTestId('add-payment-form')).toBeNull();
  });
});
