import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { changeLocale, i18n } from '../../../lib/i18n';
import { SignInPage } from './sign-in-page';

beforeAll(async () => {
  await changeLocale('en');
});

afterEach(() => {
  vi.restoreAllMocks();
});

function renderPage() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={['/login']}>
        <SignInPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { email: screen.getByLabelText('Email'), password: screen.getByLabelText('Password') };
}

describe('SignInPage (plain elements, no antd)', () => {
  it("checks the contract's rules before sending anything, and ties each message to its field", () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    const { email, password } = renderPage();
    fireEvent.click(screen.getByTestId('sign-in-submit'));
    expect(screen.getAllByText(i18n.t('validation:required'))).toHaveLength(2);
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(email.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      i18n.t('validation:required'),
    );
    fireEvent.change(email, { target: { value: 'not-an-email' } });
    fireEvent.change(password, { target: { value: 'secret' } });
    expect(screen.getByText(i18n.t('validation:email'))).toBeTruthy();
    expect(password.getAttribute('aria-invalid')).toBeNull();
    fireEvent.click(screen.getByTestId('sign-in-submit'));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows no error on a field not yet touched', () => {
    const { email } = renderPage();
    fireEvent.change(email, { target: { value: 'x' } });
    expect(screen.getByText(i18n.t('validation:email'))).toBeTruthy();
    expect(screen.queryByText(i18n.t('validation:required'))).toBeNull();
  });

  it('hides the forgotten-password link for an assistant, and shows the password on demand', () => {
    const { password } = renderPage();
    fireEvent.click(screen.getByTestId('sign-in-user'));
    expect(screen.queryByTestId('forgot-password-link')).toBeNull();
    fireEvent.click(screen.getByTestId('sign-in-user'));
    expect(screen.getByTestId('forgot-password-link')).toBeTruthy();
    const reveal = screen.getByRole('button', { name: 'Show the password' });
    expect(password.getAttribute('type')).toBe('password');
    fireEvent.click(reveal);
    expect(password.getAttribute('type')).toBe('text');
    expect(reveal.getAttribute('aria-pressed')).toBe('true');
  });
});
