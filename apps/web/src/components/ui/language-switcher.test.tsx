import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { changeLocale } from '../../lib/i18n';
import { LanguageSwitcher } from './language-switcher';

beforeAll(async () => {
  await changeLocale('en');
});

afterAll(async () => {
  await changeLocale('fr');
});

describe('LanguageSwitcher (a menu button of plain elements)', () => {
  it('opens on the current language, walks with the arrows, and Escape gives the focus back', () => {
    render(<LanguageSwitcher />);
    const trigger = screen.getByTestId('language-switcher');
    expect(trigger.getAttribute('aria-label')).toBe('Language: English');
    fireEvent.click(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    const items = screen.getAllByRole('menuitemradio');
    expect(items.map((item) => item.textContent)).toEqual(['Français', 'English', 'العربية']);
    expect(screen.getByRole('menuitemradio', { checked: true }).textContent).toBe('English');
    expect(document.activeElement).toBe(items[1]);
    fireEvent.keyDown(items[1]!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(items[2]);
    fireEvent.keyDown(items[2]!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(items[0]);
    fireEvent.keyDown(items[0]!, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('switches the page to the language picked', async () => {
    render(<LanguageSwitcher />);
    fireEvent.keyDown(screen.getByTestId('language-switcher'), { key: 'ArrowDown' });
    await act(async () => {
      fireEvent.click(screen.getByTestId('language-option-ar'));
    });
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
    expect(screen.getByTestId('language-switcher').textContent).toBe('العربية');
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
