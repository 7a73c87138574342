import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { AppointmentNotice } from '@tabib/contracts/patient-notices';
import { NoticesProvider } from '../../../components/ui/notices-provider';
import { changeLocale } from '../../../lib/i18n';
import { AppointmentNotices } from './appointment-notices';

const appointmentId = '6f1c2d3e-4a5b-4c6d-8e7f-8091a2b3c4d5';
const fetchMock = vi.fn<typeof fetch>();

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const notice = (overrides: Partial<AppointmentNotice>): AppointmentNotice => ({
  _id: crypto.randomUUID(),
  display: 'confirmation',
  kind: 'confirmation',
  channel: 'sms',
  patientIsGuest: true,
  smsTraceStatus: 'unknown',
  prevision_sent_date: '2030-01-01T09:00:00.000Z',
  smsTraceStatusDateChanged: null,
  sentAt: null,
  ...overrides,
});

beforeAll(async () => {
  await changeLocale('en');
});

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

let queryClient: QueryClient;

afterEach(async () => {
  await waitFor(() => expect(queryClient.isFetching()).toBe(0));
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
});

function renderNotices(id = appointmentId, clinicDoctorId: string | null = null) {
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <NoticesProvider>
        <AppointmentNotices appointmentId={id} clinicDoctorId={clinicDoctorId} />
      </NoticesProvider>
    </QueryClientProvider>,
  );
}

describe('the notices to the patient in the appointment details', { timeout: 20_000 }, () => {
  it('lists the trace in the order given, each with its name, channel, planned date, status and status date', async () => {
    fetchMock.mockResolvedValue(
      json(200, {
        success: true,
        notices: [
          notice({ display: 'reminder:hours-before', kind: 'reminder', prevision_sent_date: '2030-01-10T07:00:00.000Z' }),
          notice({
            display: 'reminder:day-before',
            kind: 'reminder',
            channel: 'email',
            smsTraceStatus: 'failed',
            prevision_sent_date: '2030-01-09T17:00:00.000Z',
            sentAt: '2030-01-09T17:00:02.000Z',
            smsTraceStatusDateChanged: '2030-01-09T17:05:00.000Z',
          }),
          notice({ sentAt: '2030-01-01T09:00:02.000Z' }),
          notice({
            display: 'reminder:something-new',
            kind: 'reminder',
            smsTraceStatus: 'delivered',
            sentAt: '2030-01-01T08:00:00.000Z',
            smsTraceStatusDateChanged: '2030-01-01T08:00:30.000Z',
          }),
        ],
      }),
    );
    renderNotices(appointmentId, 'doctor-2');
    const section = await screen.findByRole('region', { name: 'Notices to the patient' });
    const items = await within(section).findAllByTestId('notice-item');
    const lines = items.map((item) => ({
      name: within(item).getByText(/Reminder|Confirmation|Cancellation/).textContent,
      channel: within(item).getByTestId('notice-channel').textContent,
      state: within(item).getByTestId('notice-state').textContent,
      planned: within(item).getByTestId('notice-planned').textContent,
      statusDate: within(item).queryByTestId('notice-status-date')?.textContent ?? null,
    }));
    // Africa/Algiers is UTC+1.
    expect(lines).toEqual([
      {
        name: 'Reminder a few hours before',
        channel: 'SMS',
        state: 'Planned',
        planned: 'Planned for 10/01/2030 08:00',
        statusDate: null,
      },
      {
        name: 'Reminder the day before',
        channel: 'E-mail',
        state: 'Failed',
        planned: 'Planned for 09/01/2030 18:00',
        statusDate: 'Status on 09/01/2030 18:05',
      },
      {
        name: 'Confirmation',
        channel: 'SMS',
        state: 'Sent',
        planned: 'Planned for 01/01/2030 10:00',
        statusDate: 'Status on 01/01/2030 10:00',
      },
      {
        name: 'Reminder',
        channel: 'SMS',
        state: 'Delivered',
        planned: 'Planned for 01/01/2030 10:00',
        statusDate: 'Status on 01/01/2030 09:00',
      },
    ]);
    expect(within(items[1]!).getByTestId('notice-state').className).toContain('ant-tag-error');
    expect(within(items[3]!).getByTestId('notice-state').className).toContain('ant-tag-success');

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const url = new URL(String(fetchMock.mock.calls[0]![0]), 'http://tabib.test');
    expect(url.pathname).toBe(`/api/v1/doctors/appointments/${appointmentId}/notices`);
    expect(url.searchParams.get('clinic_doctor')).toBe('doctor-2');
  });

  it('says when nothing was sent or planned, and shows a refusal in words', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { success: true, notices: [] }));
    renderNotices();
    expect(await screen.findByText('No notice sent or planned for this appointment.')).toBeTruthy();
    expect(new URL(String(fetchMock.mock.calls[0]![0]), 'http://tabib.test').search).toBe('');

    fetchMock.mockResolvedValueOnce(json(404, { success: false, code: 'notFound' }));
    const other = '7f1c2d3e-4a5b-4c6d-8e7f-8091a2b3c4d5';
    renderNotices(other);
    const sections = await screen.findAllByTestId('appointment-notices');
    expect(await within(sections[1]!).findByText('What you are looking for was not found.')).toBeTruthy();
  });

  it('asks nothing for a booking still queued on this device', async () => {
    renderNotices('local:abc');
    expect(await screen.findByText('No notice sent or planned for this appointment.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
