import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Visit } from '@tabib/contracts/patients';
import { changeLocale } from '../../../lib/i18n';
import { VisitHistory } from './visit-history';

beforeAll(() => {
  // jsdom has no ResizeObserver; antd's Table observes sizes.
  if (!window.ResizeObserver) {
    window.ResizeObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  }
});
afterAll(async () => {
  await changeLocale('fr');
});

const visit = (id: string, start: string, familyMember: Visit['familyMember']): Visit => ({
  _id: id,
  start,
  end: start,
  duration: 20,
  status: 'DONE',
  type: 'cabinet',
  consultationReason: { _id: 'r1', title: { fr: 'Contrôle', en: 'Check-up', ar: 'مراجعة' }, color: '#1677ff' },
  hasPrescription: false,
  familyMember,
});
const child = { _id: 'm1', firstName: 'Amine', lastName: 'Benali', relation: 'child' } as const;
const visits = [visit('v2', '2026-05-12T07:30:00.000Z', child), visit('v1', '2026-05-04T13:05:00.000Z', null)];

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(
    async () =>
      new Response(JSON.stringify({ success: true, total: visits.length, appointments: visits }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
});

function renderHistory() {
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <VisitHistory patientId="p1" clinicDoctorId={null} />
    </QueryClientProvider>,
  );
}

/** The rows of the table, once the history came. */
async function rows() {
  await screen.findByText('12/05/2026 08:30');
  return within(screen.getByTestId('visit-history')).getAllByRole('row').slice(1);
}

describe("the patient record's visit history (issue 22, family members)", () => {
  it("names the family member and their relation beside a member's visit, nothing beside the holder's own", async () => {
    await changeLocale('fr');
    renderHistory();
    const [memberVisit, ownVisit] = await rows();
    expect(within(memberVisit!).getByTestId('visit-family-member').textContent).toBe('Amine Benali · Enfant');
    expect(within(ownVisit!).queryByTestId('visit-family-member')).toBeNull();
    expect(String(fetchMock.mock.calls[0]![0])).toContain('/doctors/patients/p1/appointments');
  });

  it.each([
    ['en', 'Amine Benali · Child', "A visit of a member of the patient's family, kept on this record"],
    ['ar', 'Amine Benali · ابن أو ابنة', 'زيارة أحد أفراد عائلة المريض، محفوظة في ملفه'],
  ] as const)('says it in %s', async (locale, label, hint) => {
    await changeLocale(locale);
    renderHistory();
    const [memberVisit] = await rows();
    const tag = within(memberVisit!).getByTestId('visit-family-member');
    expect(tag.textContent).toBe(label);
    expect(tag.getAttribute('title')).toBe(hint);
  });
});
