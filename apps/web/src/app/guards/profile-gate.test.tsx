import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { changeLocale } from '../../lib/i18n';
import { profileQueryKey } from '../../lib/profile-query-key';
import { clearSessionStorage, setToken } from '../../lib/session';
import { profileOf } from '../../test/profile-factory';
import { ProfileGate } from './profile-gate';

beforeAll(async () => {
  await changeLocale('en');
});

afterEach(() => clearSessionStorage());

function renderGate(client: QueryClient) {
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ProfileGate render={(profile) => <p>signed in as {profile.firstName}</p>} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the profile gate with no answer from the server', () => {
  it('keeps the app on the profile the device already holds', async () => {
    setToken('token-1');
    const fetchMock = vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch'));
    vi.stubGlobal('fetch', fetchMock);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(profileQueryKey, profileOf('doctor', { firstName: 'Amine' }), { updatedAt: 0 });
    renderGate(client);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await waitFor(() => expect(client.getQueryState(profileQueryKey)?.status).toBe('error'));
    expect(screen.getByText('signed in as Amine')).toBeTruthy();
  });

  it('shows the error with a retry when it holds none', async () => {
    setToken('token-1');
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch')));
    renderGate(new QueryClient({ defaultOptions: { queries: { retry: false } } }));
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(screen.queryByText(/signed in as/)).toBeNull();
  });
});
