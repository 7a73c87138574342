import { beforeAll, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { textLimits } from '@tabib/contracts/text-limits';
import { changeLocale } from '../../../lib/i18n';
import { ForgotPasswordPage } from './forgot-password-page';

beforeAll(async () => {
  await changeLocale('en');
});

describe('ForgotPasswordPage', () => {
  it("stops the e-mail address at the contract's limit", () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <ForgotPasswordPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(screen.getByTestId('forgot-password-email').getAttribute('maxlength')).toBe(String(textLimits.email));
  }, 20_000);
});
