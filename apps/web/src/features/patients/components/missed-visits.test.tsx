import { afterAll, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import type { MissedVisit } from '@tabib/contracts/patients';
import { changeLocale } from '../../../lib/i18n';
import { MissedVisits } from './missed-visits';

const visit = (id: string, start: string): MissedVisit => ({
  _id: id,
  start,
  consultationReason: { _id: 'r1', title: { fr: 'Contrôle', en: 'Check-up', ar: 'مراجعة' }, color: '#1677ff' },
  doctor: { _id: 'd1', title: 'Dr', firstName: 'Rachid', lastName: 'Bouzid' },
});
// Tuesday 12 May 2026 and Monday 4 May 2026, at the practice's hours (Africa/Algiers, UTC+1).
const visits = [visit('v2', '2026-05-12T07:30:00.000Z'), visit('v1', '2026-05-04T13:05:00.000Z')];

afterAll(async () => {
  await changeLocale('fr');
});

describe("the patient record's missed visits (issue 22)", () => {
  it('lists each visit as given (newest first) with its day, date and time and its reason; the doctor only for clinics', async () => {
    await changeLocale('en');
    const { rerender } = render(<MissedVisits visits={visits} withDoctor={false} />);
    expect(screen.getByTestId('missed-visits-summary').textContent).toBe('2 missed visits');
    const rows = within(screen.getByRole('list', { name: 'Missed visits' })).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual(['Tuesday 12/05/2026 08:30Check-up', 'Monday 04/05/2026 14:05Check-up']);
    expect(rows[0]!.querySelector('time')!.getAttribute('dateTime')).toBe('2026-05-12T07:30:00.000Z');

    rerender(<MissedVisits visits={visits} withDoctor />);
    expect(screen.getAllByTestId('missed-visit')[0]!.textContent).toContain('With Dr Rachid Bouzid');
  });

  it('says so when the patient missed no visit', async () => {
    await changeLocale('fr');
    render(<MissedVisits visits={[]} withDoctor={false} />);
    expect(screen.getByTestId('missed-visits-empty').textContent).toContain('Aucun rendez-vous manqué');
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('speaks Arabic: its plural forms, the weekday and reason in Arabic, the digits left to right', async () => {
    await changeLocale('ar');
    render(<MissedVisits visits={visits} withDoctor />);
    expect(screen.getByTestId('missed-visits-summary').textContent).toBe('موعدان فائتان');
    const first = screen.getAllByTestId('missed-visit')[0]!;
    expect(first.textContent).toContain('الثلاثاء');
    expect(first.textContent).toContain('مراجعة');
    expect(within(first).getByText('12/05/2026 08:30').getAttribute('dir')).toBe('ltr');
    expect(first.textContent).toContain('مع د. Rachid Bouzid');
  });
});
