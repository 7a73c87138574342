import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { JoinCallResponse } from '@tabib/contracts/teleconsultation';
import { changeLocale, loadPageMessages } from '../../../lib/i18n';
import { setToken } from '../../../lib/session';
import { CallLinkRoute, JoinCallRoute } from './join-pages';

const fetchMock = vi.fn<typeof fetch>();
const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const later: JoinCallResponse = {
  success: true,
  code: 'CallDateMustBeTODAY',
  doctor: { title: 'Dr', firstName: 'Amine', lastName: 'Benali', picture: null },
  patient: { firstName: 'Nour' },
  // 17:00 in Algiers (UTC+1).
  appointment: { startAt: '2030-03-12T16:00:00.000Z', duration: 20, status: 'BOOKED', isToday: false },
  timeZone: 'Africa/Algiers',
  callToken: null,
  iceServers: [],
  iceTransportPolicy: 'all',
  expiresAt: '2030-03-12T23:00:00.000Z',
};

beforeAll(async () => {
  await changeLocale('en');
  await loadPageMessages();
});
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

function renderAt(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/visio/:token" element={<JoinCallRoute theme={undefined} />} />
          <Route path="/rendez-vous/:call_bitfy" element={<CallLinkRoute theme={undefined} />} />
          <Route path="*" element={<Location />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe("the patient's call pages", () => {
  it('open the join page a short link names', async () => {
    fetchMock.mockImplementation(async (url) =>
      String(url).includes('rendez-vous-shortner?id=Ab3_x9Zq')
        ? answer(200, { success: true, url: '/visio/the-token?lang=en' })
        : answer(200, later),
    );
    renderAt('/rendez-vous/Ab3_x9Zq');
    const page = await screen.findByTestId('join-unavailable');
    expect(page.getAttribute('data-reason')).toBe('notToday');
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('/api/v1/public/videocall/the-token');
  });

  it('tell a patient an unknown short link is unknown, in a heading that takes the focus', async () => {
    fetchMock.mockResolvedValue(answer(404, { success: false, code: 'shortLinkNotFound' }));
    renderAt('/rendez-vous/unknown1');
    expect((await screen.findByTestId('short-link-unknown')).textContent).toContain('This link is unknown or has expired');
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 }));
  });

  it('send a signed-in user with an unknown short link to the calendar', async () => {
    setToken('a-session');
    fetchMock.mockImplementation(async () => answer(404, { success: false, code: 'shortLinkNotFound' }));
    renderAt('/rendez-vous/unknown1');
    expect((await screen.findByTestId('location')).textContent).toContain('/calendar');
  });

  it('say the day of a consultation still to come, on the practice clock', async () => {
    fetchMock.mockResolvedValue(answer(200, later));
    renderAt('/visio/the-token');
    const page = await screen.findByTestId('join-unavailable');
    expect(page.getAttribute('data-reason')).toBe('notToday');
    expect(page.textContent).toContain('Your consultation is on Tuesday 12/03/2030');
    expect(page.textContent).toContain('17:00');
    expect(page.textContent).toContain('Dr Amine Benali');
  });

  it.each([
    ['callLinkNotFound', 404, 'unknown', 'This link is unknown or has expired'],
    ['CallAlreadyDone', 409, 'done', 'This consultation is over'],
    ['CannotCallStatusUnauthorized', 409, 'cancelled', 'This consultation was cancelled'],
  ])('say why a link refused with %s cannot be used', async (code, status, reason, title) => {
    fetchMock.mockResolvedValue(answer(status, { success: false, code }));
    renderAt('/visio/the-token');
    const page = await screen.findByTestId('join-unavailable');
    expect(page.getAttribute('data-reason')).toBe(reason);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain(title);
  });
});
