import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions, type App } from '../app';
import { createTestApp } from '../test/test-app';
import { redactSecretQueryValues } from './log-redaction';

describe('redactSecretQueryValues', () => {
  it('hides the value of every query parameter named for a secret, and only those', () => {
    expect(redactSecretQueryValues('/reset-password?token=abc-_123')).toBe('/reset-password?token=[redacted]');
    expect(redactSecretQueryValues('/call/7?lang=fr&callToken=abc&x=1')).toBe('/call/7?lang=fr&callToken=[redacted]&x=1');
    expect(redactSecretQueryValues('/c?CANCEL_TOKEN=a#top')).toBe('/c?CANCEL_TOKEN=[redacted]#top');
    expect(redactSecretQueryValues('/x?secret=a&password=b&signature=c')).toBe(
      '/x?secret=[redacted]&password=[redacted]&signature=[redacted]',
    );
    expect(redactSecretQueryValues('open http://h/reset-password?token=abc. Then sign in')).toBe(
      'open http://h/reset-password?token=[redacted] Then sign in',
    );
    for (const kept of ['/patients?patientId=1&query=token', '/x?tokens=1', '/x?q=token%3Dabc', '/token/abc']) {
      expect(redactSecretQueryValues(kept)).toBe(kept);
    }
  });
});

interface LogLine {
  level: number;
  msg?: string;
  req?: { url: string };
  err?: { message: string };
}

describe('the log of a real app', () => {
  const distDir = mkdtempSync(path.join(tmpdir(), 'tabib-dist-'));
  const lines: string[] = [];
  let app: App;
  beforeAll(async () => {
    mkdirSync(path.join(distDir, 'assets'));
    writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>Tabib</title>');
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(...chunk.toString().split('\n').filter(Boolean));
        done();
      },
    });
    // debug: one level below what a deployment runs at, to see what that level would add.
    app = await createTestApp('pglite', {
      logger: { ...(loggerOptions('debug') as object), stream },
      config: { webDistDir: distDir },
    });
  });
  afterAll(async () => {
    await app.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  it('never shows the reset token: not from the web page, an API call, a message or an error', async () => {
    await app.inject({ method: 'POST', url: '/api/v1/doctors/forgot-password', payload: { email: 'doctor@tabib.test' } });
    await app.services.backgroundWork.drain();
    const { rows } = (await app.db.execute(
      sql`select text from outbound_emails where recipient = 'doctor@tabib.test' order by created_at desc limit 1`,
    )) as unknown as { rows: { text: string }[] };
    const secret = /reset-password\?token=([\w-]+)/.exec(rows[0]!.text)![1]!;

    const page = await app.inject({ method: 'GET', url: `/reset-password?token=${secret}` });
    expect(page.body).toContain('<title>Tabib</title>');
    await app.inject({ method: 'GET', url: `/assets/missing.js?token=${secret}` });
    await app.inject({ method: 'GET', url: `/api/v1/doctors/web/backbone/retrieve-entity-profile?token=${secret}` });
    await app.inject({ method: 'GET', url: `/api/v1/nothing-here?lang=fr&cancelToken=${secret}` });
    await app.inject({ method: 'POST', url: `/api/v1/doctors/check-token-validity?token=${secret}`, payload: { token: secret } });
    app.log.warn(`a link went astray: http://tabib.test/reset-password?token=${secret}`);
    app.log.error(new Error(`could not answer /call/1?token=${secret}`));
    app.log.error({ err: new Error(`could not answer /call/2?token=${secret}`) });

    const parsed = lines.map((line) => JSON.parse(line) as LogLine);
    const requested = parsed.flatMap((line) => (line.req ? [line.req.url] : []));
    expect(requested).toEqual([
      '/api/v1/doctors/forgot-password',
      '/reset-password?token=[redacted]',
      '/assets/missing.js?token=[redacted]',
      '/api/v1/doctors/web/backbone/retrieve-entity-profile?token=[redacted]',
      '/api/v1/nothing-here?lang=fr&cancelToken=[redacted]',
      '/api/v1/doctors/check-token-validity?token=[redacted]',
    ]);
    expect(parsed).toContainEqual(
      expect.objectContaining({ level: 40, msg: 'a link went astray: http://tabib.test/reset-password?token=[redacted]' }),
    );
    expect(parsed).toContainEqual(
      expect.objectContaining({
        level: 50,
        err: expect.objectContaining({ message: 'could not answer /call/1?token=[redacted]' }),
      }),
    );
    expect(parsed).toContainEqual(expect.objectContaining({ level: 50, msg: 'could not answer /call/2?token=[redacted]' }));
    // The one exception is on purpose, at debug only: the mailer's link when no SMTP server carries it.
    const showingSecret = parsed.filter((_line, index) => lines[index]!.includes(secret));
    expect(showingSecret).toEqual([
      expect.objectContaining({
        level: 20,
        msg: `E-mail stored (no SMTP_URL) for doctor@tabib.test: http://tabib.test/reset-password?token=${secret}`,
      }),
    ]);
    expect(parsed).toContainEqual(
      expect.objectContaining({ level: 30, msg: expect.stringMatching(/^E-mail to doctor@tabib\.test stored, not sent/) }),
    );
  });
});
