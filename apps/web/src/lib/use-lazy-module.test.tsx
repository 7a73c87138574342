import { describe, expect, it, vi } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { useLazyModule } from './use-lazy-module';

describe('useLazyModule', () => {
  it('is null until the module is in, then a later mount has it from its first render, loaded once', async () => {
    const module = { answer: 42 };
    const load = vi.fn(() => Promise.resolve(module));
    const first = renderHook(() => useLazyModule(load));
    expect(first.result.current).toBeNull();
    await waitFor(() => expect(first.result.current).toBe(module));

    const renders: unknown[] = [];
    renderHook(() => renders.push(useLazyModule(load)));
    expect(renders[0]).toBe(module);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
