import { beforeAll, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18n from 'i18next';
import { NoticesProvider } from '../../../components/ui/notices-provider';
import { changeLocale } from '../../../lib/i18n';
import { AddUserForm } from './add-user-form';

beforeAll(async () => {
  await changeLocale('en');
});

function renderForm() {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <NoticesProvider>
        <AddUserForm onCreated={() => undefined} />
      </NoticesProvider>
    </QueryClientProvider>,
  );
}

describe('AddUserForm', () => {
  it('marks the required fields; Save starts disabled', () => {
    renderForm();
    const form = screen.getByTestId('add-user-form');
    const required = [...form.querySelectorAll('label.ant-form-item-required')].map((label) => label.textContent);
    expect(required).toEqual(
      (['lastName', 'firstName', 'email', 'phone', 'password'] as const).map((field) => i18n.t(`users:form.${field}`)),
    );
    const save = screen.getByTestId('add-user-submit');
    expect((save as HTMLButtonElement).disabled).toBe(true);
    expect(within(form).queryByRole('alert')).toBeNull();
  }, 20_000);
});
