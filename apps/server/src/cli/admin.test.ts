import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../config';
import type { DomainEvent } from '../events/domain-event';
import { sessionOf } from '../test/booking-helpers';
import { createTestApp } from '../test/test-app';
import { openTestDatabase, testBackends } from '../test/test-database';

const dataDir = mkdtempSync(path.join(tmpdir(), 'tabib-admin-cli-'));

/** The real command line, as `npm run admin` starts it, on a data folder of its own. */
function admin(args: string[], databaseUrl = ''): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'apps/server/src/cli/admin.ts', ...args],
      { cwd: repoRoot, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl, TABIB_OPERATOR: 'cli-tester' } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

describe('npm run admin', () => {
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('describes its commands', async () => {
    const { code, stdout } = await admin(['--help']);
    expect(code).toBe(0);
    for (const command of ['accounts', 'reasons', 'edit-requests', 'subscriptions', 'audit']) expect(stdout).toContain(command);
  });

  it(
    'opens a free embedded database itself (migrating it), and answers refusals in English with exit code 1',
    { timeout: 90_000 },
    async () => {
      const created = await admin([
        'accounts',
        'create-doctor',
        '--email',
        'cli.doctor@example.dz',
        '--first-name',
        'Nour',
        '--last-name',
        'Saidi',
        '--json',
      ]);
      expect(created.code).toBe(0);
      const answer = JSON.parse(created.stdout);
      expect(answer).toMatchObject({ ok: true, result: { account: { email: 'cli.doctor@example.dz', kind: 'doctor' } } });
      expect(answer.result.oneTimePassword).toMatch(/^[A-Za-z0-9]{14}$/);

      const again = await admin([
        'accounts',
        'create-doctor',
        '--email',
        'CLI.doctor@example.dz',
        '--first-name',
        'N',
        '--last-name',
        'S',
      ]);
      expect(again.code).toBe(1);
      expect(again.stderr).toContain('An account with this email already exists. [userEmailExists]');

      const withdrawn = await admin(['accounts', 'withdraw-all', 'cli.doctor@example.dz']);
      expect([withdrawn.code, withdrawn.stdout.trim()]).toEqual([
        0,
        `Full rights withdrawn from cli.doctor@example.dz (${answer.result.account.id}): it is read-only now, its open pages follow at once.`,
      ]);

      const waiting = await admin(['subscriptions', 'waiting']);
      expect([waiting.code, waiting.stdout.trim()]).toEqual([
        0,
        'No subscription payment is waiting for its receipt to be checked.',
      ]);
      const unknown = await admin(['subscriptions', 'confirm', '2f0c1f47-5a47-4e0c-9a43-3d1c7b9a0b11']);
      expect(unknown.code).toBe(1);
      expect(unknown.stderr).toContain('[notFound]');

      const log = await admin(['audit', 'list']);
      expect(log.code).toBe(0);
      expect(log.stdout).toMatch(new RegExp(`cli-tester\\s+accounts.create-doctor\\s+user ${answer.result.account.id}`));
      expect(log.stdout).toMatch(new RegExp(`cli-tester\\s+accounts.withdraw-all\\s+user ${answer.result.account.id}`));
    },
  );
});

describe.skipIf(!testBackends().includes('postgres'))('npm run admin with DATABASE_URL, beside a running server', () => {
  it(
    'changes the database itself, and the running server hears it: privileges change, sessions end, cached free slots go',
    { timeout: 90_000 },
    async () => {
      const database = await openTestDatabase('postgres');
      const app = await createTestApp('postgres', { database });
      try {
        const doctor = await sessionOf(app, 'doctor@tabib.test');
        const slots = () =>
          app.inject({
            method: 'GET',
            url: '/api/v1/public/doctors/dr-amine-benali/slots',
            query: { reason: doctor.profile.consultationReasons[0]!._id, type: 'cabinet', weeks: '1' },
          });
        // Read twice: the second answer comes from the server's cache of free slots.
        expect((await slots()).statusCode).toBe(200);
        expect((await slots()).statusCode).toBe(200);

        // Full rights withdrawn: the server hears the command's event and the same session reads its new privilege.
        const heard: DomainEvent[] = [];
        app.events.subscribe((event) => heard.push(event));
        const asDoctor = await sessionOf(app, 'asdoctor@tabib.test');
        const withdrawn = await admin(['accounts', 'withdraw-all', 'asdoctor@tabib.test', '--json'], database.url);
        expect([withdrawn.code, JSON.parse(withdrawn.stdout)]).toEqual([
          0,
          { ok: true, result: { id: asDoctor.profile._id, email: 'asdoctor@tabib.test', kind: 'assistant', allowAll: false } },
        ]);
        await expect
          .poll(() => heard.some((event) => event.kind === 'privilegesChanged' && event.userId === asDoctor.profile._id), {
            timeout: 5000,
            interval: 50,
          })
          .toBe(true);
        const profile = await app.inject({
          method: 'GET',
          url: '/api/v1/doctors/web/backbone/retrieve-entity-profile',
          headers: asDoctor.headers,
        });
        expect(profile.json().profile.privileges).toBe('DOC-DEA');

        const blocked = await admin(['accounts', 'block', 'doctor@tabib.test', '--json'], database.url);
        expect([blocked.code, JSON.parse(blocked.stdout)]).toEqual([0, expect.objectContaining({ ok: true })]);

        const me = () => app.inject({ method: 'GET', url: '/api/v1/doctors/preferences', headers: doctor.headers });
        expect((await me()).statusCode).toBe(401);
        // Only the event the command logged (LISTEN/NOTIFY, then the event log) drops the cached answer.
        await expect.poll(async () => (await slots()).statusCode, { timeout: 5000, interval: 50 }).toBe(404);
      } finally {
        await app.close();
      }
    },
  );
});
