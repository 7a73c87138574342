import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { textLimits } from '@tabib/contracts/text-limits';
import { NoticesProvider } from '../../../components/ui/notices-provider';
import { changeLocale } from '../../../lib/i18n';
import { ReportForm } from './report-form';

beforeAll(async () => {
  await changeLocale('en');
  // jsdom has no ResizeObserver; antd's text area observes its size.
  if (!window.ResizeObserver) {
    window.ResizeObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  }
});

describe('ReportForm', () => {
  it("bounds the title and the body by the contract's limits and counts the body", () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <NoticesProvider>
          <ReportForm patientId="p1" clinicDoctorId={null} report={null} onDone={() => undefined} />
        </NoticesProvider>
      </QueryClientProvider>,
    );
    expect(screen.getByTestId('report-title').getAttribute('maxlength')).toBe(String(textLimits.reportTitle));
    const body = screen.getByTestId('report-body');
    expect(body.getAttribute('maxlength')).toBe(String(textLimits.reportBody));
    fireEvent.change(body, { target: { value: 'Examen normal' } });
    expect(screen.getByText(`13 / ${textLimits.reportBody}`)).toBeTruthy();
  }, 20_000);
});
