import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { jobs } from '../../db/schema/jobs';
import { shortLinks } from '../../db/schema/short-links';
import { createTestApp, testConfig } from '../../test/test-app';
import { testBackends } from '../../test/test-database';
import { createShortLinksService, shortLinkPruneJob } from './short-links.service';

const hour = 60 * 60 * 1000;

/** Issue 16: the shortener behind the /rendez-vous/{id} links of the patients' notices. */
describe.each(testBackends())('short links on %s', (backend) => {
  let app: App;
  let clock = new Date('2030-03-12T09:30:00.000Z');
  const now = () => clock;

  beforeAll(async () => {
    app = await createTestApp(backend, { now, config: { publicReadLimit: { max: 12, windowMinutes: 10 } } });
  });
  afterAll(() => app.close());

  const resolve = (id: string, ip = '203.0.113.7') =>
    app.inject({ method: 'GET', url: `/api/v1/doctors/services/shortner/rendez-vous-shortner?id=${id}`, remoteAddress: ip });
  const codeOf = async (id: string, ip?: string) => {
    const answer = await resolve(id, ip);
    return `${answer.statusCode} ${answer.json().code ?? answer.json().url}`;
  };

  it('makes an 8-character url-safe link to a path of the site, resolved without a session until it expires', async () => {
    const { shortLinks: service } = app.services;
    const expiresAt = new Date(clock.getTime() + hour);
    const id = await service.create({ target: '/visio/abc?lang=ar', expiresAt });
    expect(id).toMatch(/^[\w-]{8}$/);
    expect(service.urlOf(id)).toBe(`http://tabib.test/rendez-vous/${id}`);

    const answer = await resolve(id);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ success: true, url: '/visio/abc?lang=ar' });
    expect(answer.headers['cache-control']).toBe('no-store');

    // The same target and end: the same link (a notice made again, another reminder).
    expect(await service.create({ target: '/visio/abc?lang=ar', expiresAt })).toBe(id);
    expect(await service.create({ target: '/visio/abc?lang=fr', expiresAt })).not.toBe(id);

    clock = new Date(expiresAt.getTime());
    expect(await codeOf(id)).toBe('404 shortLinkNotFound');
    expect(await codeOf('Zz9_unkn')).toBe('404 shortLinkNotFound');
    expect(await codeOf('x'.repeat(65))).toBe('400 validationFailed');
  });

  it('never points anywhere but this site', async () => {
    for (const target of ['https://evil.example/x', '//evil.example/x', 'visio/abc', '/\\evil.example']) {
      await expect(app.services.shortLinks.create({ target, expiresAt: new Date(clock.getTime() + hour) })).rejects.toThrow(
        /path of this site/,
      );
    }
  });

  it('draws another id when the first is taken', async () => {
    const taken = await app.services.shortLinks.create({ target: '/visio/first', expiresAt: new Date(clock.getTime() + hour) });
    const draws = [taken, 'Fresh-01'];
    const service = createShortLinksService({ db: app.db, publicUrl: testConfig.publicUrl, now, drawId: () => draws.shift()! });
    expect(await service.create({ target: '/visio/second', expiresAt: new Date(clock.getTime() + hour) })).toBe('Fresh-01');
    expect((await resolve(taken)).json().url).toBe('/visio/first');
  });

  it('deletes the expired links hourly, through a job that plans its next run', async () => {
    const { shortLinks: service } = app.services;
    const gone = await service.create({ target: '/visio/old', expiresAt: new Date(clock.getTime() + hour / 2) });
    const kept = await service.create({ target: '/visio/new', expiresAt: new Date(clock.getTime() + 3 * hour) });
    clock = new Date(clock.getTime() + 2 * hour);
    await app.jobs.runDue();
    const left = await app.db.select({ id: shortLinks.id }).from(shortLinks);
    expect(left.map((row) => row.id)).toContain(kept);
    expect(left.map((row) => row.id)).not.toContain(gone);
    const planned = await app.db
      .select({ runAt: jobs.runAt, doneAt: jobs.doneAt })
      .from(jobs)
      .where(eq(jobs.kind, shortLinkPruneJob));
    const next = new Date(Math.floor(clock.getTime() / hour) * hour + hour);
    expect(planned.filter((job) => job.doneAt === null).map((job) => job.runAt)).toEqual([next]);
  });

  it('counts the lookups per address like the booking page reads', async () => {
    const ip = '198.51.100.23';
    const answers = [];
    for (let count = 0; count < 13; count++) answers.push((await resolve('Zz9_unkn', ip)).statusCode);
    expect(answers.slice(0, 12)).toEqual(Array(12).fill(404));
    expect(answers[12]).toBe(429);
    expect((await resolve('Zz9_unkn', '198.51.100.24')).statusCode).toBe(404);
  });
});
