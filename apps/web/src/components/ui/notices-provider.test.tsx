import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NoticesProvider } from './notices-provider';
import { useNotices } from './notices-context';

let resolveOk: () => void = () => undefined;
// The dialog's title, not its hidden copy for screen readers.
const title = { selector: '.ant-modal-confirm-title' };

function Asker() {
  const { confirm, message } = useNotices();
  return (
    <>
      <button
        type="button"
        onClick={() =>
          confirm({
            title: 'Log out?',
            okText: 'Yes',
            cancelText: 'No',
            okButtonProps: { 'data-testid': 'ok' },
            onOk: () => new Promise<void>((resolve) => (resolveOk = resolve)).then(() => void message.success('Done')),
          })
        }
      >
        ask
      </button>
    </>
  );
}

describe('NoticesProvider', { timeout: 20_000 }, () => {
  it('opens a confirmation asked before its dialogs are loaded, waits for onOk, then closes', async () => {
    render(
      <NoticesProvider>
        <Asker />
      </NoticesProvider>,
    );
    fireEvent.click(screen.getByText('ask'));
    expect(await screen.findByText('Log out?', title)).toBeTruthy();
    const ok = screen.getByTestId('ok');
    expect(document.activeElement).toBe(ok);
    fireEvent.click(ok);
    // The dialog stays while onOk's promise runs.
    await waitFor(() => expect(ok.className).toContain('ant-btn-loading'));
    expect(screen.getByText('Log out?', title)).toBeTruthy();
    await act(async () => resolveOk());
    expect(await screen.findByText('Done')).toBeTruthy();
    // Closing (jsdom ends no animation, so the dialog stays in its leave state).
    await waitFor(() => expect(document.querySelector('.ant-modal-mask')?.className).toContain('ant-fade-leave'));
  });

  it('is required above useNotices', () => {
    const silence = console.error;
    console.error = () => undefined;
    try {
      expect(() => render(<Asker />)).toThrow('NoticesProvider');
    } finally {
      console.error = silence;
    }
  });
});
