import { describe, expect, it } from 'vitest';
import { AppError } from '../lib/app-error';
import { failureOf } from './admin-protocol';

describe('failureOf', () => {
  it('says what failed, whatever was thrown', () => {
    expect(failureOf(new AppError(404, 'notFound')).code).toBe('notFound');
    expect(failureOf(new Error('disk full')).message).toBe('disk full');
    // PGlite's file system throws plain objects: "[object Object]" told the operator nothing.
    const { message } = failureOf({ name: 'ErrnoError', errno: 28 });
    expect(message).toContain('ErrnoError');
    expect(message).toContain('28');
    expect(failureOf('plain text').message).toBe('plain text');
  });
});
