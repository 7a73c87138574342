import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { rollbackActionsPageSize } from '@tabib/contracts/rollback-actions';
import { NoticesProvider } from '../../../components/ui/notices-provider';
import { changeLocale } from '../../../lib/i18n';
import type { FailedAction } from '../api/get-failed-actions';
import { FailedActionsDrawer } from './failed-actions-drawer';

const observers: IntersectionObserverCallback[] = [];

beforeAll(() => {
  // jsdom has neither: antd's popconfirm observes its size; the list loads more when its end is in sight.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: IntersectionObserverCallback) {
        observers.push(callback);
      }
      observe() {}
      disconnect() {}
    },
  );
});

const actionOf = (index: number, overrides: Partial<FailedAction> = {}): FailedAction => ({
  _id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
  localKey: `local-${index}`,
  entity: 'appointments',
  type: 'visit_create',
  payload: {},
  corePayload: { start: '2026-11-24T17:00:00+01:00', patientTitle: `Patient ${index}` },
  dateLocalSaved: '2026-11-24T10:00:00+01:00',
  reason: 'slotAlreadyBooked',
  createdAt: '2026-11-24T12:00:00+01:00',
  ...overrides,
});

const fetchMock = vi.fn<typeof fetch>();
let stored: FailedAction[] = [];

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The four calls of spec 2 section 7 over `stored`, pages of the contract's size. */
beforeEach(() => {
  observers.length = 0;
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://tabib.test');
    if (url.pathname.endsWith('/retrieve-rollback-actions')) {
      const page = Number(url.searchParams.get('page'));
      const types = url.searchParams.get('types')?.split(',');
      const listed = stored.filter((action) => !types || types.includes(action.type));
      const totalPages = Math.ceil(listed.length / rollbackActionsPageSize);
      return json(200, {
        success: true,
        rollbackActions: listed.slice((page - 1) * rollbackActionsPageSize, page * rollbackActionsPageSize),
        nextPage: page < totalPages ? page + 1 : null,
        total_pages: totalPages,
      });
    }
    if (url.pathname.endsWith('/bulk-update-actions-status')) {
      const { types } = JSON.parse(String(init?.body)) as { types: string[] };
      const before = stored.length;
      stored = stored.filter((action) => !types.includes(action.type));
      return json(200, { success: true, total_updated_docs: before - stored.length });
    }
    const id = url.pathname.split('/').at(-2);
    stored = stored.filter((action) => action._id !== id);
    return json(200, { success: true });
  });
  vi.stubGlobal('fetch', fetchMock);
});

let queryClient: QueryClient;

afterEach(async () => {
  await waitFor(() => expect(queryClient.isFetching() + queryClient.isMutating()).toBe(0));
});

function renderDrawer(props: { clinicMode?: boolean; doctorId?: string | null; canClear?: boolean } = {}) {
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const onReBook = vi.fn();
  render(
    <QueryClientProvider client={queryClient}>
      <NoticesProvider>
        <FailedActionsDrawer
          open
          clinicMode={props.clinicMode ?? false}
          doctorId={props.doctorId ?? null}
          canClear={props.canClear ?? true}
          onClose={() => undefined}
          onReBook={onReBook}
        />
      </NoticesProvider>
    </QueryClientProvider>,
  );
  return { onReBook };
}

const listCalls = () =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://tabib.test'))
    .filter((url) => url.pathname.endsWith('/retrieve-rollback-actions'))
    .map((url) => Object.fromEntries(url.searchParams));
const shown = () => screen.queryAllByTestId('failed-action');

describe('the failed-actions drawer', { timeout: 20_000 }, () => {
  beforeEach(async () => {
    await changeLocale('en');
  });

  it("lists the server's failed actions with their reason, a label for a type or reason it does not know", async () => {
    stored = [
      actionOf(1),
      actionOf(2, { type: 'visit_rescheduled', reason: 'someFutureCode' }),
      actionOf(3, { type: 'visit_cancel', reason: 'appointmentNotBooked' }),
    ];
    renderDrawer();
    await waitFor(() => expect(shown()).toHaveLength(3));
    expect(listCalls()).toEqual([{ page: '1', date: 'all' }]);
    const [booking, unknown, cancel] = shown() as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(booking).getByTestId('failed-action-type').textContent).toBe('Booking');
    expect(within(booking).getByTestId('failed-action-reason').textContent).toBe('An appointment is already in the time slot.');
    expect(booking.textContent).toContain('Patient 1');
    expect(booking.textContent).toContain('24/11/2026 17:00');
    expect(within(unknown).getByTestId('failed-action-type').textContent).toBe('Unknown action');
    expect(within(unknown).getByTestId('failed-action-reason').textContent).toBe('Refused by the server.');
    expect(within(cancel).getByTestId('failed-action-type').textContent).toBe('Cancellation');
  });

  it('asks the server for the chosen type and for today only', async () => {
    stored = [actionOf(1), actionOf(2, { type: 'visit_cancel' })];
    renderDrawer();
    await waitFor(() => expect(shown()).toHaveLength(2));

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Action type' }));
    fireEvent.click(await screen.findByTitle('Cancellation'));
    await waitFor(() => expect(shown()).toHaveLength(1));
    expect(listCalls().at(-1)).toEqual({ page: '1', date: 'all', types: 'visit_cancel' });

    fireEvent.click(screen.getByText('Today'));
    await waitFor(() => expect(listCalls().at(-1)).toEqual({ page: '1', date: 'today', types: 'visit_cancel' }));
  });

  it('loads the next page when the end of the list comes in sight', async () => {
    stored = Array.from({ length: rollbackActionsPageSize + 5 }, (_, index) => actionOf(index + 1));
    renderDrawer();
    await waitFor(() => expect(shown()).toHaveLength(rollbackActionsPageSize));
    act(() => observers.at(-1)!([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));
    await waitFor(() => expect(shown()).toHaveLength(rollbackActionsPageSize + 5));
    expect(listCalls().map((query) => query.page)).toEqual(['1', '2']);
  });

  it('removes one action through update-action-status', async () => {
    stored = [actionOf(1), actionOf(2)];
    renderDrawer();
    await waitFor(() => expect(shown()).toHaveLength(2));
    fireEvent.click(within(shown()[1]!).getByTestId('failed-action-remove'));
    await waitFor(() => expect(shown()).toHaveLength(1));
    const removal = fetchMock.mock.calls.find(([input]) => String(input).endsWith('/update-action-status'));
    expect(String(removal?.[0])).toContain(`/offline-rollback-actions/${actionOf(2)._id}/update-action-status`);
    expect(removal?.[1]?.method).toBe('PUT');
  });

  it.each([
    ['en', 'Failed actions cleared: twenty-one.'],
    ['fr', 'Actions échouées effacées : vingt et un.'],
    ['ar', 'عدد الإجراءات الفاشلة الممسوحة: واحد وعشرون.'],
  ] as const)('bulk removal tells the count in words (%s)', async (locale, notice) => {
    await changeLocale(locale);
    stored = Array.from({ length: 21 }, (_, index) => actionOf(index + 1));
    renderDrawer();
    await waitFor(() => expect(shown()).toHaveLength(rollbackActionsPageSize));
    fireEvent.click(screen.getByTestId('failed-actions-clear'));
    fireEvent.click(await screen.findByTestId('failed-actions-clear-confirm'));
    expect((await screen.findByTestId('failed-actions-cleared')).textContent).toBe(notice);
    await waitFor(() => expect(shown()).toHaveLength(0));
    const bulk = fetchMock.mock.calls.find(([input]) => String(input).endsWith('/bulk-update-actions-status'));
    expect(JSON.parse(String(bulk?.[1]?.body))).toEqual({
      types: ['visit_create', 'visit_update', 'visit_cancel', 'visit_skipped', 'visit_done'],
    });
  });

  it("a clinic account reads its selected doctor's list and has no removal", async () => {
    stored = [actionOf(1)];
    renderDrawer({ clinicMode: true, doctorId: '00000000-0000-4000-8000-00000000d002', canClear: false });
    await waitFor(() => expect(shown()).toHaveLength(1));
    expect(listCalls()).toEqual([{ page: '1', date: 'all', userId: '00000000-0000-4000-8000-00000000d002' }]);
    expect(screen.queryByTestId('failed-action-remove')).toBeNull();
    expect(screen.queryByTestId('failed-actions-clear')).toBeNull();
  });

  it('opens the calendar at the action to re-book it', async () => {
    stored = [actionOf(1)];
    const { onReBook } = renderDrawer();
    await waitFor(() => expect(shown()).toHaveLength(1));
    fireEvent.click(screen.getByTestId('failed-action-rebook'));
    expect(onReBook).toHaveBeenCalledWith(actionOf(1));
  });
});
