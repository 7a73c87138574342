import { describe, expect, it } from 'vitest';
import { fullNameOf, lastConnectionOf } from './user-display';

describe('users table display', () => {
  it('writes the last name upper-case and the first name capitalised', () => {
    expect(fullNameOf({ firstName: 'sara', lastName: 'Mansouri' })).toBe('MANSOURI Sara');
    expect(fullNameOf({ firstName: 'ANNE-marie  louise', lastName: 'ben ali' })).toBe('BEN ALI Anne-Marie  Louise');
  });

  it('shows the last connection as DD/MM/YYYY HH:mm, or nothing when never', () => {
    expect(lastConnectionOf(new Date(2026, 5, 15, 9, 5).toISOString())).toBe('15/06/2026 09:05');
    expect(lastConnectionOf(null)).toBeNull();
  });
});
