import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { Combobox, type ComboboxOption } from './combobox';

const fruits: ComboboxOption[] = [
  { value: 'a', label: 'Apple' },
  { value: 'b', label: 'Banana' },
  { value: 'c', label: 'Cherry' },
];

function Search({
  options = fruits,
  onSelect = () => undefined,
}: {
  options?: ComboboxOption[];
  onSelect?: (value: string) => void;
}) {
  const [text, setText] = useState('');
  return (
    <Combobox
      label="Search"
      clearLabel="Clear"
      value={text}
      onChange={setText}
      options={text ? options : []}
      emptyText={text ? 'Nothing found' : null}
      onSelect={onSelect}
    />
  );
}

const input = () => screen.getByRole('combobox', { name: 'Search' });
const activeOption = () => document.getElementById(input().getAttribute('aria-activedescendant') ?? '');

describe('Combobox (an ARIA combobox of plain elements)', () => {
  it('opens its listbox on typing, the first option active, and walks it with the arrows', () => {
    render(<Search />);
    expect(input().getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('listbox')).toBeNull();

    input().focus();
    fireEvent.change(input(), { target: { value: 'an' } });
    expect(input().getAttribute('aria-expanded')).toBe('true');
    const listbox = screen.getByRole('listbox');
    expect(input().getAttribute('aria-controls')).toBe(listbox.id);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Apple', 'Banana', 'Cherry']);
    expect(activeOption()?.textContent).toBe('Apple');
    expect(activeOption()?.getAttribute('aria-selected')).toBe('true');

    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    expect(activeOption()?.textContent).toBe('Banana');
    expect(screen.getByRole('option', { selected: true }).textContent).toBe('Banana');
    fireEvent.keyDown(input(), { key: 'ArrowUp' });
    fireEvent.keyDown(input(), { key: 'ArrowUp' });
    expect(activeOption()?.textContent).toBe('Cherry');
  });

  it('picks the active option with Enter, and closes', () => {
    const onSelect = vi.fn();
    render(<Search onSelect={onSelect} />);
    input().focus();
    fireEvent.change(input(), { target: { value: 'e' } });
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(onSelect).toHaveBeenCalledExactlyOnceWith('b');
    expect(input().getAttribute('aria-expanded')).toBe('false');
    expect(input().hasAttribute('aria-activedescendant')).toBe(false);
  });

  it('closes on Escape and opens again with ArrowDown', () => {
    render(<Search />);
    input().focus();
    fireEvent.change(input(), { target: { value: 'e' } });
    fireEvent.keyDown(input(), { key: 'Escape' });
    expect(input().getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('listbox')).toBeNull();
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    expect(input().getAttribute('aria-expanded')).toBe('true');
    expect(activeOption()?.textContent).toBe('Apple');
  });

  it('picks with the mouse without losing the focus, and closes on blur', () => {
    const onSelect = vi.fn();
    render(<Search onSelect={onSelect} />);
    input().focus();
    fireEvent.change(input(), { target: { value: 'e' } });
    const cherry = screen.getByRole('option', { name: 'Cherry' });
    expect(fireEvent.mouseDown(cherry)).toBe(false); // the press does not move the focus
    fireEvent.click(cherry);
    expect(onSelect).toHaveBeenCalledExactlyOnceWith('c');

    fireEvent.change(input(), { target: { value: 'ee' } });
    expect(input().getAttribute('aria-expanded')).toBe('true');
    fireEvent.blur(input());
    expect(input().getAttribute('aria-expanded')).toBe('false');
  });

  it('says when nothing is found, and clears the text', () => {
    render(<Search options={[]} />);
    input().focus();
    fireEvent.change(input(), { target: { value: 'zz' } });
    expect(input().getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByText('Nothing found').closest('[aria-live]')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect((input() as HTMLInputElement).value).toBe('');
    expect(screen.queryByRole('button', { name: 'Clear' })).toBeNull();
  });
});
