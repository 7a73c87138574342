import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ClinicProfile } from '@tabib/contracts/clinic-profile';
import type { AccountKind } from '@tabib/contracts/user';
import { NoticesProvider } from '../../../components/ui/notices-provider';
import { changeLocale } from '../../../lib/i18n';
import { loadNamespace } from '../../../lib/on-demand-namespace';
import { profileQueryKey } from '../../../lib/profile-query-key';
import { FakeRequest } from '../../../test/fake-xhr';
import { profileOf } from '../../../test/profile-factory';
import { clinicProfileKey } from '../api/clinic-profile-get';
import { ClinicProfilePage } from './clinic-profile-page';

const clinicId = '0b5f3c1e-8d3a-4c1e-9f00-1a2b3c4d5e6f';
const keyOf = (n: number) => `${clinicId}/00000000-0000-4000-8000-00000000000${n}`;
const imageOf = (n: number) => ({ key: keyOf(n), url: `/api/v1/clinics/images/${keyOf(n)}` });

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let stored: ClinicProfile;
let presigned = 0;
let saved: unknown;

/** The clinic profile calls of a tiny server: presign hands out numbered keys, the profile keeps what is saved. */
beforeEach(() => {
  stored = {
    _id: clinicId,
    name: 'Clinique El Amel',
    description: 'Consultations de cardiologie et de dermatologie.',
    phones: ['+213661223344'],
    email: 'contact@elamel.dz',
    gallery: [imageOf(1)],
    cover: imageOf(2),
  };
  presigned = 4;
  saved = undefined;
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input, init) => {
    const { pathname } = new URL(String(input), 'http://tabib.test');
    if (pathname.endsWith('/uploads/presign')) {
      const key = keyOf(presigned++);
      return json(200, {
        success: true,
        upload: {
          url: `/api/v1/uploads/local/${key}?expires=1&signature=s`,
          method: 'PUT',
          headers: { 'Content-Type': 'image/png' },
          key,
          expiresAt: '2026-01-01T00:10:00.000Z',
        },
      });
    }
    if (pathname.endsWith('/clinics/web/profile')) {
      if (init?.method === 'PUT') {
        saved = JSON.parse(String(init.body));
        const body = saved as { gallery: string[]; cover: string };
        stored = {
          ...stored,
          ...(saved as object),
          gallery: body.gallery.map((key) => ({ key, url: `/api/v1/clinics/images/${key}` })),
          cover: { key: body.cover, url: `/api/v1/clinics/images/${body.cover}` },
        };
      }
      return json(200, { success: true, profile: stored });
    }
    return json(404, { success: false, code: 'notFound' });
  });
  vi.stubGlobal('fetch', fetchMock);
  FakeRequest.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeRequest);
  // jsdom draws no canvas: antd's thumbnails of new images stay blank instead of logging that.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});

beforeAll(async () => {
  await changeLocale('en');
  // What app/lazy-pages.ts loads with the clinic's pages.
  await loadNamespace('clinic');
  // jsdom has no ResizeObserver; antd's text area and upload list observe their size.
  if (!window.ResizeObserver) {
    window.ResizeObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  }
});

let queryClient: QueryClient;

afterEach(async () => {
  await waitFor(() => expect(queryClient.isFetching() + queryClient.isMutating()).toBe(0));
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
  vi.unstubAllGlobals();
});

function renderPage(kind: AccountKind) {
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(profileQueryKey, profileOf(kind));
  return render(
    <QueryClientProvider client={queryClient}>
      <NoticesProvider>
        <ClinicProfilePage />
      </NoticesProvider>
    </QueryClientProvider>,
  );
}

const png = (name: string) => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3])], name, { type: 'image/png' });
const chooseImage = (testId: string, file: File) => {
  const input = screen.getByTestId(testId).querySelector('input[type=file]')!;
  fireEvent.change(input, { target: { files: [file] } });
};

describe('the clinic profile page', { timeout: 30_000 }, () => {
  it('tells the admin an upload address expired, then saves the profile with the image sent again', async () => {
    renderPage('clinicAdmin');
    const name = await screen.findByTestId('clinic-profile-name');
    expect(name).toHaveProperty('value', 'Clinique El Amel');
    expect(screen.getByTestId('clinic-profile-phone')).toHaveProperty('value', '066 122 3344');

    fireEvent.change(name, { target: { value: 'El Amel' } });
    expect(await screen.findByText('Enter at least 10 characters.')).toBeTruthy();
    fireEvent.change(name, { target: { value: 'Clinique El Amel - Alger' } });

    FakeRequest.answer = { status: 410, text: '{"success":false,"code":"uploadUrlExpired"}' };
    chooseImage('clinic-profile-gallery', png('late.png'));
    const notice = await screen.findByText('The upload address has expired: add the image again.');
    expect(within(notice.closest('.ant-notification-notice')!).getByText('The image was not sent')).toBeTruthy();

    FakeRequest.answer = { status: 200, progress: [100, 200] };
    chooseImage('clinic-profile-gallery', png('hall.png'));
    await waitFor(() => expect(FakeRequest.sent).toHaveLength(2));
    expect(FakeRequest.sent[1]).toMatchObject({ method: 'PUT', url: expect.stringContaining(keyOf(5)) });

    fireEvent.click(screen.getByTestId('clinic-profile-save'));
    expect(await screen.findByText('The clinic profile has been updated.')).toBeTruthy();
    // The failed image is left out; the stored ones are kept, in order.
    expect(saved).toEqual({
      name: 'Clinique El Amel - Alger',
      description: stored.description,
      phones: ['+213661223344'],
      email: 'contact@elamel.dz',
      gallery: [keyOf(1), keyOf(5)],
      cover: keyOf(2),
    });
  });

  it('keeps what the admin types when the profile is read again, and shows a change made elsewhere after the save', async () => {
    renderPage('clinicAdmin');
    const readAgain = () => act(() => queryClient.refetchQueries({ queryKey: clinicProfileKey }));
    const field = (testId: string) => screen.getByTestId<HTMLInputElement>(testId);
    fireEvent.change(await screen.findByTestId('clinic-profile-name'), { target: { value: 'Clinique El Amel - Alger' } });
    await readAgain();
    expect(field('clinic-profile-name').value).toBe('Clinique El Amel - Alger');

    fireEvent.click(screen.getByTestId('clinic-profile-save'));
    expect(await screen.findByText('The clinic profile has been updated.')).toBeTruthy();
    stored = { ...stored, description: 'Consultations de cardiologie, le samedi aussi.' };
    await readAgain();
    await waitFor(() => expect(field('clinic-profile-description').value).toBe(stored.description));
    expect(field('clinic-profile-name').value).toBe('Clinique El Amel - Alger');
  });

  it('refuses before sending an image of another type or over 10 MB', async () => {
    renderPage('clinicAdmin');
    await screen.findByTestId('clinic-profile-name');
    chooseImage('clinic-profile-cover', new File(['GIF89a'], 'anim.gif', { type: 'image/gif' }));
    expect(await screen.findByText('File format not supported')).toBeTruthy();
    const huge = png('huge.png');
    Object.defineProperty(huge, 'size', { value: 10485761 });
    chooseImage('clinic-profile-cover', huge);
    expect(await screen.findByText('The file is too large (10 MB at most).')).toBeTruthy();
    expect(fetchMock.mock.calls.filter(([input]) => String(input).includes('/uploads/presign'))).toEqual([]);
  });

  it('shows a member of the clinic the profile, read only', async () => {
    renderPage('clinicUser');
    const name = await screen.findByTestId('clinic-profile-name');
    expect(name).toHaveProperty('disabled', true);
    expect(screen.getByText("Only the clinic's administrator can change the profile.")).toBeTruthy();
    expect(screen.getByTestId('clinic-profile-save').closest('button')).toHaveProperty('disabled', true);
  });
});
