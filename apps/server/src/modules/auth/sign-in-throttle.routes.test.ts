import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { App } from '../../app';
import { signInCounters } from '../../db/schema/auth';
import { outboundEmails } from '../../db/schema/mail';
import { demoPassword } from '../../db/seed/demo-accounts';
import { createTestApp } from '../../test/test-app';
import { testBackends } from '../../test/test-database';
import { assistantEmails, freshIp } from '../../test/auth-helpers';
import { signInLimits } from './sign-in-throttle';
import { createSignInThrottleRepository } from './sign-in-throttle.repository';

const wrong = 'Wrong.pass1';
const slowdown = { firstDelayMs: 25, maxDelayMs: 400 };

describe.each(testBackends())('sign-in throttling on %s', (backend) => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp(backend, { config: { signInSlowdown: slowdown } });
  });
  afterAll(() => app.close());

  const signIn = (email: string, options: { password?: string; ip?: string; device?: string } = {}) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/doctors/auth',
      remoteAddress: options.ip ?? freshIp(),
      headers: options.device ? { cookie: `tabib_device=${options.device}` } : {},
      payload: { email, password: options.password ?? demoPassword, position: assistantEmails.has(email) },
    });
  const statuses = (responses: { statusCode: number }[]) =>
    responses.reduce<Record<number, number>>(
      (tally, { statusCode }) => ({ ...tally, [statusCode]: (tally[statusCode] ?? 0) + 1 }),
      {},
    );
  const deviceOf = (response: Awaited<ReturnType<typeof signIn>>) =>
    response.cookies.find((cookie) => cookie.name === 'tabib_device')!.value;
  const noticesTo = async (recipient: string) => {
    await app.services.backgroundWork.drain();
    return app.db
      .select()
      .from(outboundEmails)
      .where(and(eq(outboundEmails.recipient, recipient), eq(outboundEmails.template, 'sign-in-attempts')));
  };
  const endWindows = (key: string) =>
    app.db.execute(sql`update sign_in_counters set window_ends_at = now() - interval '1 second' where key like ${`${key}%`}`);

  it('checks only 5 of 30 parallel wrong passwords for one account from one address; the rest get 429 and Retry-After', async () => {
    const ip = freshIp();
    const responses = await Promise.all(
      Array.from({ length: 30 }, () => signIn('clinic.doctor3@tabib.test', { password: wrong, ip })),
    );
    expect(statuses(responses)).toEqual({ 401: 5, 429: 25 });
    for (const refused of responses.filter((response) => response.statusCode === 429)) {
      expect(refused.json()).toEqual({ success: false, code: 'tooManyRequest' });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(signInLimits.accountClient.windowSeconds);
    }
    // The limit holds for the right password too, from that address, until the window ends.
    expect((await signIn('clinic.doctor3@tabib.test', { ip })).statusCode).toBe(429);
    await endWindows('clinic.doctor3@tabib.test');
    expect((await signIn('clinic.doctor3@tabib.test', { ip })).statusCode).toBe(200);
  });

  it('refuses an unknown address the same way, so the answer reveals nothing', async () => {
    const ip = freshIp();
    for (let attempt = 0; attempt < 5; attempt++) await signIn('ghost@tabib.test', { password: wrong, ip });
    const refused = await signIn('ghost@tabib.test', { password: wrong, ip });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });

  it('checks only 50 of 60 parallel wrong passwords from one address across accounts', async () => {
    const ip = freshIp();
    const responses = await Promise.all(
      Array.from({ length: 60 }, (_, index) => signIn(`spray${index}@tabib.test`, { password: wrong, ip })),
    );
    expect(statuses(responses)).toEqual({ 401: 50, 429: 10 });
    expect(responses.find((response) => response.statusCode === 429)!.headers['retry-after']).toMatch(/^\d+$/);
    expect((await signIn('clinic.doctor2@tabib.test', { ip })).statusCode).toBe(429);
    expect((await signIn('clinic.doctor2@tabib.test')).statusCode).toBe(200);
  });

  it('lets the right password in from another address after five failures from one', async () => {
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await signIn('limited@tabib.test', { password: wrong, ip: '10.9.9.9' })).statusCode).toBe(401);
    }
    expect((await signIn('limited@tabib.test', { ip: '10.9.9.9' })).statusCode).toBe(429);
    expect((await signIn('limited@tabib.test', { ip: '10.9.9.10' })).statusCode).toBe(200);
  });

  it('counts an IPv6 client by its /64', async () => {
    for (let attempt = 0; attempt < 5; attempt++) {
      await signIn('clinic.unit@tabib.test', { password: wrong, ip: `2001:db8:7:7::${attempt + 1}` });
    }
    expect((await signIn('clinic.unit@tabib.test', { ip: '2001:db8:7:7::99' })).statusCode).toBe(429);
    expect((await signIn('clinic.unit@tabib.test', { ip: '2001:db8:7:8::1' })).statusCode).toBe(200);
  });

  it('starts a client afresh after the right password', async () => {
    const ip = freshIp();
    for (let attempt = 0; attempt < 4; attempt++) await signIn('asdoctor@tabib.test', { password: wrong, ip });
    expect((await signIn('asdoctor@tabib.test', { ip })).statusCode).toBe(200);
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await signIn('asdoctor@tabib.test', { password: wrong, ip })).statusCode).toBe(401);
    }
  });

  it('sets an httpOnly, SameSite=Strict device cookie for the sign-in path only', async () => {
    const cookie = (await signIn('reasons.doctor@tabib.test')).cookies.find((sent) => sent.name === 'tabib_device');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/v1/doctors/auth', maxAge: 180 * 86_400 });
    expect(cookie!.value).toMatch(/^[\w-]{43}$/);
    expect(cookie!.secure).toBeUndefined();
  });

  it('signs in from a browser that signed in before, despite failures made elsewhere and on its own address', async () => {
    const ip = freshIp();
    const device = deviceOf(await signIn('schedule.doctor@tabib.test', { ip }));
    for (let attempt = 0; attempt < 5; attempt++) await signIn('schedule.doctor@tabib.test', { password: wrong, ip });
    await Promise.all(Array.from({ length: 50 }, (_, index) => signIn(`mass${index}@tabib.test`, { password: wrong, ip })));
    expect((await signIn('schedule.doctor@tabib.test', { ip })).statusCode).toBe(429);

    const trusted = await signIn('schedule.doctor@tabib.test', { ip, device });
    expect(trusted.statusCode).toBe(200);
    expect(deviceOf(trusted)).toBe(device);
    // The cookie vouches for the accounts that signed in with it, not for others.
    expect((await signIn('mass0@tabib.test', { password: wrong, ip, device })).statusCode).toBe(429);
  });

  it('keeps one device token for every account a browser signs in to, and still limits guesses from it', async () => {
    const device = deviceOf(await signIn('preferences.doctor@tabib.test'));
    expect(deviceOf(await signIn('profile.doctor@tabib.test', { device }))).toBe(device);
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await signIn('profile.doctor@tabib.test', { password: wrong, device })).statusCode).toBe(401);
    }
    expect((await signIn('profile.doctor@tabib.test', { device })).statusCode).toBe(429);
    expect((await signIn('preferences.doctor@tabib.test', { device })).statusCode).toBe(200);
  });

  it('slows down an account guessed at from many addresses, but never refuses its right password', async () => {
    const email = 'clinic@tabib.test';
    const failures = signInLimits.account.slowAfter + 5;
    const responses = await Promise.all(Array.from({ length: failures }, () => signIn(email, { password: wrong })));
    expect(statuses(responses)).toEqual({ 401: failures });

    const started = performance.now();
    const response = await signIn(email);
    expect(response.statusCode).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(slowdown.maxDelayMs - 5);
  });

  it('tells the owner of an account being guessed at, at most once an hour', async () => {
    const email = 'clinic.doctor@tabib.test';
    for (let attempt = 1; attempt < signInLimits.account.noticeAfter; attempt++) await signIn(email, { password: wrong });
    expect(await noticesTo(email)).toHaveLength(0);
    await signIn(email, { password: wrong });
    const [notice, ...others] = await noticesTo(email);
    expect(others).toHaveLength(0);
    expect(notice).toMatchObject({ locale: 'fr', subject: 'Tentatives de connexion à votre compte Tabib' });
    expect(notice!.text).toContain(`${signInLimits.account.noticeAfter} fois`);
    expect(notice!.html).toContain('href="http://tabib.test/forgot-password"');

    await Promise.all(Array.from({ length: 5 }, () => signIn(email, { password: wrong })));
    expect(await noticesTo(email)).toHaveLength(1);

    await app.db
      .update(signInCounters)
      .set({ noticedAt: sql`now() - interval '61 minutes'` })
      .where(and(eq(signInCounters.scope, 'account'), eq(signInCounters.key, email)));
    await signIn(email, { password: wrong });
    expect(await noticesTo(email)).toHaveLength(2);
  });

  it('sends no notice for an address without an account', async () => {
    for (let attempt = 0; attempt < signInLimits.account.noticeAfter + 1; attempt++) {
      await signIn('phantom@tabib.test', { password: wrong });
    }
    expect(await noticesTo('phantom@tabib.test')).toHaveLength(0);
  });

  it('sweeps ended windows, but keeps a notice under an hour old', async () => {
    const repository = createSignInThrottleRepository(app.db);
    const rows = [
      { scope: 'client' as const, key: 'swept', windowEndsAt: sql`now() - interval '1 minute'`, attempts: 3 },
      { scope: 'client' as const, key: 'live', windowEndsAt: sql`now() + interval '1 minute'`, attempts: 3 },
      {
        scope: 'account' as const,
        key: 'noticed',
        windowEndsAt: sql`now() - interval '1 minute'`,
        attempts: 30,
        noticedAt: sql`now() - interval '10 minutes'`,
      },
    ];
    await app.db.insert(signInCounters).values(rows);
    await repository.sweep(180);
    const left = await app.db.select({ key: signInCounters.key }).from(signInCounters);
    expect(left.map((row) => row.key)).toEqual(expect.arrayContaining(['live', 'noticed']));
    expect(left.map((row) => row.key)).not.toContain('swept');
  });
});
