import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { UserProfile } from '@tabib/contracts/user';
import { profileQueryKey } from '../../../lib/profile-query-key';
import { SlotsProvider } from '../../../lib/slots';
import { profileOf } from '../../../test/profile-factory';
import { PatientPanel } from './patient-panel';

function renderPanel(profile: UserProfile) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(profileQueryKey, profile);
  render(
    <QueryClientProvider client={queryClient}>
      <SlotsProvider
        renderers={{
          'videocall.patientTab': ({ tab, appointmentId, patientId }) => (
            <p data-testid={`drawn-${tab}`}>{`${tab} ${appointmentId} ${patientId}`}</p>
          ),
        }}
      >
        <PatientPanel appointmentId="appointment-1" patientId="patient-1" open onClose={() => undefined} />
      </SlotsProvider>
    </QueryClientProvider>,
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe("the call's patient panel", () => {
  it('opens on the patient info and draws each tab from the slot as it is chosen, by click or arrow keys', () => {
    renderPanel(profileOf('doctor'));
    expect(screen.getAllByRole('tab').map((item) => item.textContent)).toEqual([
      'Infos patient',
      'Profil médical',
      'Ordonnance',
      'Dossiers médicaux',
      'Compte rendu',
      'Historique des visites',
    ]);
    expect(screen.getByTestId('drawn-info').textContent).toBe('info appointment-1 patient-1');
    fireEvent.click(tab('Ordonnance'));
    expect(tab('Ordonnance').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByTestId('drawn-prescription')).toBeTruthy();
    // The info tab stays drawn, hidden.
    expect(screen.getByTestId('drawn-info').closest('[role="tabpanel"]')?.hasAttribute('hidden')).toBe(true);

    fireEvent.keyDown(tab('Ordonnance'), { key: 'ArrowRight' });
    expect(tab('Dossiers médicaux').getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(tab('Dossiers médicaux'));
    fireEvent.keyDown(tab('Dossiers médicaux'), { key: 'End' });
    expect(tab('Historique des visites').getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(tab('Historique des visites'), { key: 'ArrowRight' });
    expect(tab('Infos patient').getAttribute('aria-selected')).toBe('true');
  });

  it('greys out the records a DOC-DEA account may not open, the prescription and the medical files among them', () => {
    renderPanel(profileOf('doctor', { privileges: 'DOC-DEA' }));
    const disabled = screen.getAllByRole('tab').map((item) => [item.textContent, (item as HTMLButtonElement).disabled]);
    expect(Object.fromEntries(disabled)).toEqual({
      'Infos patient': false,
      'Profil médical': true,
      Ordonnance: true,
      'Dossiers médicaux': true,
      'Compte rendu': true,
      'Historique des visites': true,
    });
  });
});
