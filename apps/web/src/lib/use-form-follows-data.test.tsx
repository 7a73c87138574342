import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input } from 'antd';
import { ChangedElsewhereNotice } from './changed-elsewhere-notice';
import { changeLocale } from './i18n';
import { useFormFollowsData } from './use-form-follows-data';

interface Note {
  text: string;
}
const noteKey = ['note'];
/** The server's copy: the form's reads and saves go through it, another tab writes it directly. */
let server: Note;

/** The two ways the app's saves refresh the cache: the answer put in it, or a read awaited (medical profile). */
type SaveAnswer = 'setQueryData' | 'invalidate';

function NoteFields({ note, answer, sendOnly }: { note: Note; answer: SaveAnswer; sendOnly?: boolean }) {
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Note>();
  const follow = useFormFollowsData(form, note);
  const save = useMutation({
    mutationFn: async (values: Note) => {
      if (!sendOnly) server = { ...values };
      return server;
    },
    onSuccess: (saved) =>
      answer === 'setQueryData' ? queryClient.setQueryData(noteKey, saved) : queryClient.invalidateQueries({ queryKey: noteKey }),
  });
  const submit = (values: Note) => save.mutate(values, { onSuccess: sendOnly ? follow.showData : follow.saved });
  return (
    <Form form={form} initialValues={note} onFinish={submit}>
      {follow.changedElsewhere ? <ChangedElsewhereNotice /> : null}
      <Form.Item name="text">
        <Input data-testid="note-text" />
      </Form.Item>
      <Button htmlType="submit" data-testid="note-save">
        save
      </Button>
    </Form>
  );
}

function NotePage(props: { answer: SaveAnswer; sendOnly?: boolean }) {
  const note = useQuery({ queryKey: noteKey, queryFn: async () => ({ ...server }) });
  return note.data ? <NoteFields note={note.data} {...props} /> : null;
}

let queryClient: QueryClient;

function renderPage(answer: SaveAnswer = 'setQueryData', sendOnly = false) {
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <NotePage answer={answer} sendOnly={sendOnly} />
    </QueryClientProvider>,
  );
}

/** A read as a socket's catch-up or a second observer does it: a new dataUpdatedAt each time. */
async function readAgain() {
  const before = queryClient.getQueryState(noteKey)!.dataUpdatedAt;
  await act(() => queryClient.refetchQueries({ queryKey: noteKey }));
  await waitFor(() => expect(queryClient.getQueryState(noteKey)!.dataUpdatedAt).toBeGreaterThan(before));
}

const text = () => screen.getByTestId<HTMLInputElement>('note-text');
const type = (value: string) => fireEvent.change(text(), { target: { value } });

beforeAll(async () => {
  await changeLocale('en');
});

beforeEach(() => {
  server = { text: 'Cardiology on Sundays' };
});

describe('useFormFollowsData', () => {
  it('keeps what is typed when the data is read again, and says so when it changed elsewhere', async () => {
    renderPage();
    await waitFor(() => expect(text().value).toBe('Cardiology on Sundays'));
    type('Cardiology on Mondays');

    await readAgain();
    expect(text().value).toBe('Cardiology on Mondays');
    expect(screen.queryByTestId('changed-elsewhere')).toBeNull();

    server = { text: 'Dermatology' };
    await readAgain();
    expect(text().value).toBe('Cardiology on Mondays');
    expect(await screen.findByText(/Changed elsewhere in the meantime/)).toBeTruthy();
  });

  it('shows the fresh values in a form nobody touched', async () => {
    renderPage();
    await waitFor(() => expect(text().value).toBe('Cardiology on Sundays'));
    server = { text: 'Dermatology' };
    await readAgain();
    await waitFor(() => expect(text().value).toBe('Dermatology'));
    expect(screen.queryByTestId('changed-elsewhere')).toBeNull();
  });

  it.each<SaveAnswer>(['setQueryData', 'invalidate'])(
    'follows the data again after a save (answer by %s): a later change elsewhere shows',
    async (answer) => {
      renderPage(answer);
      await waitFor(() => expect(text().value).toBe('Cardiology on Sundays'));
      type('Cardiology on Mondays');
      fireEvent.click(screen.getByTestId('note-save'));
      await waitFor(() => expect(server.text).toBe('Cardiology on Mondays'));
      await waitFor(() => expect(queryClient.isMutating() + queryClient.isFetching()).toBe(0));
      expect(text().value).toBe('Cardiology on Mondays');

      server = { text: 'Dermatology' };
      await readAgain();
      await waitFor(() => expect(text().value).toBe('Dermatology'));
      expect(screen.queryByTestId('changed-elsewhere')).toBeNull();
    },
  );

  it('after a send that leaves the data as it was, shows the data and follows it again', async () => {
    renderPage('invalidate', true);
    await waitFor(() => expect(text().value).toBe('Cardiology on Sundays'));
    type('Cardiology on Mondays');
    fireEvent.click(screen.getByTestId('note-save'));
    await waitFor(() => expect(text().value).toBe('Cardiology on Sundays'));

    server = { text: 'Dermatology' };
    await readAgain();
    await waitFor(() => expect(text().value).toBe('Dermatology'));
  });
});
