import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { AppointmentStatus } from '@tabib/contracts/appointments';
import { NoticesProvider } from '../components/ui/notices-provider';
import { profileQueryKey } from '../lib/profile-query-key';
import { appointmentOf } from '../test/appointment-factory';
import { profileOf } from '../test/profile-factory';
import { NotificationAppointment } from './notification-appointment';

vi.mock('../features/appointments/components/appointment-modal', () => ({
  AppointmentModal: ({ target }: { target: { mode: string; appointment: { _id: string } } }) => (
    <div data-testid="appointment-modal">{`${target.mode}:${target.appointment._id}`}</div>
  ),
}));

const fetchMock = vi.fn<typeof fetch>();
afterEach(() => vi.unstubAllGlobals());
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

function renderFor(status: AppointmentStatus) {
  const appointment = appointmentOf({ status });
  fetchMock.mockResolvedValue(
    new Response(JSON.stringify({ success: true, appointment, allowed_call: false }), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    }),
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(profileQueryKey, profileOf('doctor'));
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={queryClient}>
      <NoticesProvider>
        <NotificationAppointment appointmentId={appointment._id} onClose={onClose} />
      </NoticesProvider>
    </QueryClientProvider>,
  );
  return { appointment, onClose };
}

describe("a notification's appointment", () => {
  it.each(['BOOKED', 'DONE'] as const)('opens the details modal of a %s appointment, fetched by its id', async (status) => {
    const { appointment, onClose } = renderFor(status);
    expect((await screen.findByTestId('appointment-modal')).textContent).toBe(`details:${appointment._id}`);
    expect(String(fetchMock.mock.calls[0]![0])).toContain(`/doctors/appointments/${appointment._id}`);
    expect(onClose).not.toHaveBeenCalled();
  });

  it.each(['PATIENT_CANCELED', 'DOCTOR_CANCELED', 'PATIENT_MISSED'] as const)(
    'opens nothing for a %s appointment',
    async (status) => {
      const { onClose } = renderFor(status);
      await waitFor(() => expect(onClose).toHaveBeenCalled());
      expect(screen.queryByTestId('appointment-modal')).toBeNull();
    },
  );
});
