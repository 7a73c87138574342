import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { changeLocale } from '../../lib/i18n';
import { ErrorBoundary } from './error-boundary';

class ChartError extends Error {
  name = 'ChartError';
}

let shouldThrow = true;

function Fragile() {
  if (shouldThrow) throw new ChartError('the chart could not be drawn');
  return <p>chart drawn</p>;
}

beforeAll(async () => {
  await changeLocale('en');
});

describe('ErrorBoundary', () => {
  it('shows the error name and message, and Try again renders the children again', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <ErrorBoundary>
        <Fragile />
      </ErrorBoundary>,
    );

    expect(screen.getByText('ChartError')).toBeTruthy();
    expect(screen.getByText('the chart could not be drawn')).toBeTruthy();

    shouldThrow = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));

    expect(screen.getByText('chart drawn')).toBeTruthy();
    expect(screen.queryByText('ChartError')).toBeNull();
  });

  it('speaks the current language', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    shouldThrow = true;
    await changeLocale('ar');
    render(
      <ErrorBoundary>
        <Fragile />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('button', { name: 'حاول مرة أخرى' })).toBeTruthy();
    await changeLocale('en');
  });
});
