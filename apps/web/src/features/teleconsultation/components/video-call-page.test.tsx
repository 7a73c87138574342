import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { teleconsultationErrorCodes } from '@tabib/contracts/errors';
import type { CallDetailsResponse } from '@tabib/contracts/teleconsultation';
import { NoticesProvider } from '../../../components/ui/notices-provider';
import fr from '../../../locales/fr/errors.json';
import { VideoCallPage } from './video-call-page';

const track = { stop: vi.fn() };
const stream = { getTracks: () => [track] } as unknown as MediaStream;

// The devices and the call itself need a browser's media: the page's steps are what is tested here.
vi.mock('./device-check', () => ({
  DeviceCheck: ({ joinLabel, onJoin }: { joinLabel: string; onJoin(stream: MediaStream): void }) => (
    <button type="button" onClick={() => onJoin(stream)}>
      {joinLabel}
    </button>
  ),
}));
vi.mock('./call-screen', () => ({
  CallScreen: ({ details, onEnded }: { details: CallDetailsResponse; onEnded(seconds: number): void }) => (
    <button type="button" onClick={() => onEnded(3_723)}>
      {`end ${details.callId}`}
    </button>
  ),
}));

const appointmentId = '4f1c1f51-8a34-4f4e-9d59-1f0c8c1f0a11';
const details: CallDetailsResponse = {
  success: true,
  code: 'callDetails',
  callId: appointmentId,
  agoraAccessToken: 'token',
  appId: 'tabib-webrtc',
  expiresAt: '2026-11-27T23:00:00.000Z',
  iceServers: [],
  iceTransportPolicy: 'all',
  appointment_patient: { _id: 'patient-1', firstName: 'Yasmine', lastName: 'Belkacem', isGuest: true },
};

const fetchMock = vi.fn<typeof fetch>();
afterEach(() => vi.unstubAllGlobals());
beforeEach(() => {
  fetchMock.mockReset();
  track.stop.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function renderPage() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <NoticesProvider>
        <MemoryRouter initialEntries={[`/videocall/${appointmentId}/patient-1`]}>
          <Routes>
            <Route path="/videocall/:appointmentId/:patientId" element={<VideoCallPage />} />
          </Routes>
        </MemoryRouter>
      </NoticesProvider>
    </QueryClientProvider>,
  );
}

describe('the call page', () => {
  it('gets ready, checks the devices, calls, warns before closing, and ends on the end card', async () => {
    fetchMock.mockResolvedValue(answer(200, details));
    renderPage();
    expect(screen.getByTestId('call-getting-ready').textContent).toContain('Préparation...');
    expect(String(fetchMock.mock.calls[0]![0])).toContain(`/doctors/teleconsulta/call-details/${appointmentId}`);

    fireEvent.click(await screen.findByRole('button', { name: "Lancer l'appel" }));
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: `end ${appointmentId}` }));
    const card = await screen.findByTestId('call-end-card');
    expect(card.textContent).toContain('01:02:03');
    expect(screen.getByRole('link', { name: 'Aller au calendrier' }).getAttribute('href')).toBe('/calendar');
    expect(track.stop).toHaveBeenCalled();
    const after = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(after);
    expect(after.defaultPrevented).toBe(false);
  });

  it.each(teleconsultationErrorCodes)('tells the catalogue message of %s and leads back to the calendar', async (code) => {
    fetchMock.mockResolvedValue(answer(409, { success: false, code }));
    renderPage();
    expect((await screen.findByTestId('call-unavailable')).textContent).toContain(fr[code]);
    expect(screen.getByRole('link', { name: 'Aller au calendrier' })).toBeTruthy();
  });

  it("says 'error to call' when the request fails", async () => {
    fetchMock.mockResolvedValue(answer(500, { success: false, code: 'internalServerError' }));
    renderPage();
    expect((await screen.findByTestId('call-unavailable')).textContent).toContain(fr.call.other);
  });
});
