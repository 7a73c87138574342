import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { NoticesProvider } from '../../../components/ui/notices-provider';
import { changeLocale } from '../../../lib/i18n';
import { appointmentOf } from '../../../test/appointment-factory';
import { profileOf } from '../../../test/profile-factory';
import { PrescriptionEditor } from './prescription-editor';

beforeAll(async () => {
  await changeLocale('en');
  // jsdom has no ResizeObserver; antd's Table and AutoComplete observe sizes.
  if (!window.ResizeObserver) {
    window.ResizeObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  }
});

const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://tabib.test');
    if (url.pathname.endsWith('/medicines')) return json({ success: true, medicines: ['Amoxicilline 1 g'] });
    if (url.pathname.endsWith('/commit')) {
      const body = JSON.parse(String(init?.body));
      return json({ success: true, prescription: body.prescription, prescriptionId: 'p1', updatedAt: new Date().toISOString() });
    }
    return json({ success: true, prescription: [], prescriptionId: null, updatedAt: null });
  });
  vi.stubGlobal('fetch', fetchMock);
});

function renderEditor(readOnly = false, profile = profileOf('doctor')) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const appointment = appointmentOf({ _id: 'apt-1' });
  return render(
    <QueryClientProvider client={queryClient}>
      <NoticesProvider>
        <PrescriptionEditor appointment={appointment} profile={profile} clinicDoctorId={null} readOnly={readOnly} />
      </NoticesProvider>
    </QueryClientProvider>,
  );
}

const input = (testId: string) =>
  screen.getByTestId(testId).tagName === 'INPUT'
    ? screen.getByTestId(testId)
    : within(screen.getByTestId(testId)).getByRole('combobox');

describe('the prescription editor', () => {
  it(
    'keeps save disabled with no medicine, refuses an incomplete line, then saves the medicines',
    { timeout: 20_000 },
    async () => {
      renderEditor();
      const save = await screen.findByTestId('prescription-save');
      expect(save).toHaveProperty('disabled', true);

      fireEvent.click(screen.getByTestId('prescription-add'));
      expect(await screen.findAllByText('This field is required.')).toHaveLength(3);

      fireEvent.change(input('prescription-medicine'), { target: { value: 'Amoxicilline 1 g' } });
      fireEvent.change(screen.getByTestId('prescription-frequency'), { target: { value: '2 per day' } });
      fireEvent.change(screen.getByTestId('prescription-duration'), { target: { value: '7' } });
      fireEvent.click(screen.getByTestId('prescription-add'));
      await waitFor(() => expect(screen.getByTestId('prescription-table').textContent).toContain('7 d'));
      expect(save).toHaveProperty('disabled', false);

      fireEvent.click(save);
      await screen.findByText('Prescription saved successfully');
      const commit = fetchMock.mock.calls.find(([url]) => String(url).includes('/commit'));
      expect(JSON.parse(String(commit?.[1]?.body))).toEqual({
        prescription: [{ medicine: 'Amoxicilline 1 g', frequency: '2 per day', duration: 7 }],
        prescriptionId: null,
        patientId: appointmentOf({ _id: 'apt-1' }).patient!._id,
      });
    },
  );

  it("prints the practice doctor's office address and phone under the doctor's name", async () => {
    const profile = profileOf('doctor', {
      offices: [
        {
          doctorId: 'user-1',
          address: {
            address1: '12 rue Didouche Mourad',
            state: { _id: '16', name: { fr: 'Alger', en: 'Algiers', ar: 'الجزائر' } },
            city: { _id: '1601', name: { fr: 'Alger Centre', en: 'Alger Centre', ar: 'الجزائر الوسطى' } },
          },
          phone: '+213555123456',
        },
      ],
    });
    renderEditor(false, profile);
    await screen.findByTestId('prescription-save');
    const printed = document.querySelector<HTMLElement>('.prescription-print-root [data-testid="prescription-sheet"]')!;
    expect(within(printed).getByTestId('prescription-doctor').textContent).toBe('Dr Amine Benali');
    expect(within(printed).getByTestId('prescription-office').textContent).toBe('12 rue Didouche Mourad, Alger Centre, Algiers');
    expect(within(printed).getByTestId('prescription-phone').textContent).toContain('055 512 3456');
  });

  it('read-only (clinic accounts): no form and no save, the print stays', async () => {
    renderEditor(true);
    await screen.findByText('You can read and print this prescription, not change it.');
    expect(screen.queryByTestId('prescription-add')).toBeNull();
    expect(screen.queryByTestId('prescription-save')).toBeNull();
    expect(screen.getByTestId('prescription-print')).toBeTruthy();
  });
});
