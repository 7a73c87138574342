import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { changeLocale } from '../../../lib/i18n';
import { PatientInfoForm } from './patient-info-form';

beforeAll(async () => {
  await changeLocale('fr');
});

function renderNewPatientForm() {
  const onSave = vi.fn();
  render(
    <PatientInfoForm
      patient={null}
      readOnly={false}
      registeredNotice={false}
      saving={false}
      onSave={onSave}
      onCancel={vi.fn()}
    />,
  );
  fireEvent.change(screen.getByTestId('patient-last-name'), { target: { value: 'Kherbache' } });
  fireEvent.change(screen.getByTestId('patient-first-name'), { target: { value: 'Lina' } });
  fireEvent.change(screen.getByTestId('patient-phone'), { target: { value: '0661 23 45 01' } });
  return onSave;
}

describe('the patient form', () => {
  it("starts with no gender picked and will not save until one is: never a silent 'Homme'", { timeout: 30_000 }, async () => {
    const onSave = renderNewPatientForm();
    const gender = screen.getByTestId('patient-gender');
    expect(
      within(gender)
        .getAllByRole('radio')
        .map((radio) => (radio as HTMLInputElement).checked),
    ).toEqual([false, false]);

    fireEvent.click(screen.getByTestId('patient-save'));
    await screen.findByText('Vous devez remplir tous les champs obligatoires.');
    expect(onSave).not.toHaveBeenCalled();

    fireEvent.click(within(gender).getByLabelText('Femme'));
    fireEvent.click(screen.getByTestId('patient-save'));
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ gender: 'FEMALE', lastName: 'Kherbache' })),
    );
  });
});
