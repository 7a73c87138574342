import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { users } from '../../db/schema/accounts';
import { passwordResetTokens, sessions } from '../../db/schema/auth';
import { jobs } from '../../db/schema/jobs';
import { createTestApp } from '../../test/test-app';
import { testBackends } from '../../test/test-database';
import { authPruneJob } from './auth-pruning';

const hour = 60 * 60 * 1000;

describe.each(testBackends())('pruning ended sessions and reset links on %s', (backend) => {
  let app: App;
  let clock = new Date('2031-05-20T10:15:00.000Z');
  const now = () => clock;

  beforeAll(async () => {
    app = await createTestApp(backend, { now });
  });
  afterAll(() => app.close());

  // sessions end by the wall clock; the jobs' clock only makes the run due
  const wallStart = Date.now();
  const at = (offsetHours: number) => new Date(wallStart + offsetHours * hour);

  it('deletes what ended more than a day ago by the wall clock, keeps the rest, and plans its next run', async () => {
    const [user] = await app.db.select({ id: users.id }).from(users).where(eq(users.email, 'doctor@tabib.test'));
    const session = (name: string, expiresAt: Date, revokedAt: Date | null = null) => ({
      id: randomUUID(),
      userId: user!.id,
      tokenHash: `${name}-${randomUUID()}`,
      expiresAt,
      revokedAt,
    });
    const kept = [session('live', at(24 * 30)), session('expired an hour ago', at(-1)), session('signed out now', at(24), at(0))];
    const ended = [session('expired two days ago', at(-48)), session('signed out two days ago', at(24 * 20), at(-48))];
    await app.db.insert(sessions).values([...kept, ...ended]);
    const resetLink = (name: string, expiresAt: Date) => ({
      id: randomUUID(),
      userId: user!.id,
      tokenHash: `${name}-${randomUUID()}`,
      expiresAt,
    });
    const keptLink = resetLink('usable', at(1));
    const endedLink = resetLink('expired two days ago', at(-48));
    await app.db.insert(passwordResetTokens).values([keptLink, endedLink]);

    clock = new Date(clock.getTime() + 2 * hour);
    await app.jobs.runDue();

    const left = await app.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(
        inArray(
          sessions.id,
          [...kept, ...ended].map((row) => row.id),
        ),
      );
    expect(left.map((row) => row.id).sort()).toEqual(kept.map((row) => row.id).sort());
    const links = await app.db
      .select({ id: passwordResetTokens.id })
      .from(passwordResetTokens)
      .where(inArray(passwordResetTokens.id, [keptLink.id, endedLink.id]));
    expect(links.map((row) => row.id)).toEqual([keptLink.id]);

    const planned = await app.db
      .select({ runAt: jobs.runAt })
      .from(jobs)
      .where(and(eq(jobs.kind, authPruneJob), isNull(jobs.doneAt)));
    expect(planned.map((job) => job.runAt)).toEqual([new Date(Math.floor(clock.getTime() / hour) * hour + hour)]);
  });
});
