import { AsyncLocalStorage } from 'node:async_hooks';
import { describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { createBackgroundWork } from './background-work';

const silentLog = () => ({ error: vi.fn() }) as unknown as FastifyBaseLogger & { error: ReturnType<typeof vi.fn> };

describe('background work', () => {
  it('starts only after the caller has finished its turn', async () => {
    const steps: string[] = [];
    const work = createBackgroundWork(silentLog());
    work.run('test', async () => {
      steps.push('work');
    });
    steps.push('answer');
    await Promise.resolve();
    steps.push('answer sent');
    await work.drain();
    expect(steps).toEqual(['answer', 'answer sent', 'work']);
  });

  it("runs outside the asking request's async context (its transaction)", async () => {
    const request = new AsyncLocalStorage<string>();
    const work = createBackgroundWork(silentLog());
    let seen: string | undefined = 'not run';
    request.run('request transaction', () =>
      work.run('test', async () => {
        seen = request.getStore();
      }),
    );
    await work.drain();
    expect(seen).toBeUndefined();
  });

  it('waits on drain for all of it, including work started by running work', async () => {
    const work = createBackgroundWork(silentLog());
    const done: string[] = [];
    work.run('outer', async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      work.run('inner', async () => {
        await new Promise((resolve) => setTimeout(resolve, 20));
        done.push('inner');
      });
      done.push('outer');
    });
    await work.drain();
    expect(done).toEqual(['outer', 'inner']);
  });

  it('logs a failure instead of throwing it, and goes on with the rest', async () => {
    const log = silentLog();
    const work = createBackgroundWork(log);
    const failure = new Error('SMTP down');
    let other = false;
    work.run('mail', () => Promise.reject(failure));
    work.run('other', async () => {
      other = true;
    });
    await work.drain();
    expect(other).toBe(true);
    expect(log.error).toHaveBeenCalledWith({ err: failure, work: 'mail' }, 'background work failed: mail');
  });
});
