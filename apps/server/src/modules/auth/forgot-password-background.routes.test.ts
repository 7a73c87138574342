import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app';
import { seedDemoIfEmpty } from '../../db/seed/seed-demo';
import { testConfig } from '../../test/test-app';
import { openTestDatabase, testBackends } from '../../test/test-database';
import type { EmailMessage, Mailer } from '../mail/mailer';

/** A mailer that holds every message until the test lets it go (or fails it). */
function heldMailer() {
  const sent: EmailMessage[] = [];
  let open: { resolve: () => void; reject: (error: Error) => void } | undefined;
  const holding = () => {
    const gate = new Promise<void>((resolve, reject) => (open = { resolve, reject }));
    // Failed before the mailer waits on it, the gate is not an unhandled rejection.
    gate.catch(() => undefined);
    return gate;
  };
  let held = holding();
  const mailer: Mailer = {
    async send(message) {
      await held;
      sent.push(message);
    },
  };
  return {
    mailer,
    sent,
    release: () => open!.resolve(),
    fail: (error: Error) => open!.reject(error),
    hold: () => {
      held = holding();
    },
  };
}

const answerWithin = <T>(promise: Promise<T>, ms = 5_000) =>
  Promise.race([promise, new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no answer in time')), ms))]);

/** Issue 11 point 7: the answer leaves before the lookup and the e-mail, so its timing tells nothing. */
describe.each(testBackends())('forgot password answers before its e-mail on %s', (backend) => {
  let app: App;
  const mail = heldMailer();
  const logLines: string[] = [];
  beforeAll(async () => {
    const database = await openTestDatabase(backend);
    await seedDemoIfEmpty(database.db);
    app = await buildApp({
      config: testConfig,
      database,
      logger: { level: 'error', stream: { write: (line: string) => logLines.push(line) } },
      services: { mailer: mail.mailer },
    });
    await app.ready();
  });
  afterAll(async () => {
    mail.release();
    await app.close();
  });

  const forgot = (email: string) => app.inject({ method: 'POST', url: '/api/v1/doctors/forgot-password', payload: { email } });

  it('answers while the e-mail is still held, then sends it once released', async () => {
    const response = await answerWithin(forgot('doctor@tabib.test'));
    expect(response.json()).toEqual({ success: true, code: 'resetLinkSent' });
    expect(mail.sent).toEqual([]);

    mail.release();
    await app.services.backgroundWork.drain();
    expect(mail.sent.map((message) => message.to)).toEqual(['doctor@tabib.test']);
  });

  it('logs an e-mail that failed, the answer being long gone', async () => {
    mail.hold();
    const response = await answerWithin(forgot('limited@tabib.test'));
    expect(response.statusCode).toBe(200);
    mail.fail(new Error('SMTP refused'));
    await app.services.backgroundWork.drain();
    const failure = logLines.map((line) => JSON.parse(line) as { msg: string; err?: { message: string } }).at(-1);
    expect(failure).toMatchObject({ msg: 'background work failed: password reset e-mail', err: { message: 'SMTP refused' } });
  });

  it('waits for the e-mail on close, so a shutdown loses none', async () => {
    mail.hold();
    await answerWithin(forgot('assistant@tabib.test'));
    let closed = false;
    const closing = app.close().then(() => (closed = true));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(closed).toBe(false);
    mail.release();
    await closing;
    expect(mail.sent.map((message) => message.to)).toContain('assistant@tabib.test');
  });
});
