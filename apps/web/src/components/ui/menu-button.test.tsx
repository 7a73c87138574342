import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { MenuButton, type MenuEntry } from './menu-button';

function renderMenu(onSelect = vi.fn()) {
  const entries: MenuEntry[] = [
    { key: 'list', label: 'Patient list', disabled: true, onSelect },
    { key: 'end', kind: 'divider' },
    { key: 'profile', label: 'My profile', onSelect },
    { key: 'logout', label: 'Log out', danger: true, onSelect: () => onSelect('logout') },
  ];
  render(
    <MenuButton label="Profile menu: Dr Benali" heading="Dr Benali" entries={entries} testId="trigger">
      Dr Benali
    </MenuButton>,
  );
  return screen.getByRole('button', { name: 'Profile menu: Dr Benali' });
}

describe('MenuButton (a menu button of plain elements)', () => {
  it('opens on the first enabled item, walks the enabled ones with the arrows, and Escape gives the focus back', () => {
    const trigger = renderMenu();
    expect(trigger.getAttribute('aria-haspopup')).toBe('menu');
    fireEvent.click(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('menu', { name: 'Profile menu: Dr Benali' })).toBeTruthy();
    expect(screen.getByText('Dr Benali', { selector: '.tabib-menu-heading' })).toBeTruthy();
    const items = screen.getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Patient list', 'My profile', 'Log out']);
    expect(items[0]!.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('separator')).toBeTruthy();
    expect(document.activeElement).toBe(items[1]);

    fireEvent.keyDown(items[1]!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(items[2]);
    fireEvent.keyDown(items[2]!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(items[1]);
    fireEvent.keyDown(items[1]!, { key: 'End' });
    expect(document.activeElement).toBe(items[2]);
    fireEvent.keyDown(items[2]!, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('runs the item picked and closes; a disabled item does nothing; a press outside closes', () => {
    const onSelect = vi.fn();
    const trigger = renderMenu(onSelect);
    fireEvent.keyDown(trigger, { key: 'ArrowDown' });
    fireEvent.click(screen.getByRole('menuitem', { name: 'Patient list' }));
    expect(onSelect).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Log out' }));
    expect(onSelect).toHaveBeenCalledExactlyOnceWith('logout');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(trigger);

    fireEvent.click(trigger);
    fireEvent.pointerDown(document.body);
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
