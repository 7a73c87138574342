import { randomBytes } from 'node:crypto';
import { shortLinkPagePath } from '@tabib/contracts/teleconsultation';
import type { Executor } from '../../db/client';
import { nextHourlyJob, scheduleJob, type JobHandler } from '../../jobs/job-queue';
import { AppError } from '../../lib/app-error';
import { createShortLinksRepository } from './short-links.repository';

/** 6 random bytes: 8 base64url characters, 48 bits (the route is rate-limited: guessing a live one is hopeless). */
const idBytes = 6;
/** Draws before giving up on a free id (two draws colliding is already a one in ~10^14 event). */
const idDraws = 5;

/** The periodic job that deletes expired links (each run plans the next, one an hour). */
export const shortLinkPruneJob = 'short-links.prune';
/** Only a path of our own site: a short link never sends anyone to another origin. */
const isSitePath = (target: string) => target.startsWith('/') && !target.startsWith('//') && !target.includes('\\');

/**
 * Short links (spec 1 section 7, the shortener; spec 2 section 7): an SMS carries
 * `{publicUrl}/rendez-vous/{id}` instead of a long signed address. A link points to a path of
 * this site and ends with what it points to; the expired ones are deleted by an hourly job.
 */
export function createShortLinksService({
  db,
  publicUrl,
  now,
  drawId = () => randomBytes(idBytes).toString('base64url'),
}: {
  db: Executor;
  publicUrl: string;
  now: () => Date;
  /** A fresh random id (tests draw a taken one on purpose). */
  drawId?: () => string;
}) {
  const repository = createShortLinksRepository(db);

  return {
    /**
     * The id of a link to `target` until `expiresAt`: the live one already made for the same
     * target and end (a notice made again, or the reminders of one appointment), else a new one.
     */
    async create(link: { target: string; expiresAt: Date; appointmentId?: string }): Promise<string> {
      if (!isSitePath(link.target)) throw new Error(`a short link points to a path of this site, not ${link.target}`);
      const wanted = { target: link.target, expiresAt: link.expiresAt, appointmentId: link.appointmentId ?? null };
      const same = await repository.findSame(wanted, now());
      if (same) return same;
      for (let draw = 0; draw < idDraws; draw++) {
        const id = await repository.insert({ id: drawId(), ...wanted });
        if (id) return id;
      }
      throw new Error(`no free short link id after ${idDraws} draws`);
    },

    /** The address an SMS or e-mail carries. */
    urlOf: (id: string) => `${publicUrl}${shortLinkPagePath(id)}`,

    /** GET rendez-vous-shortner: the path the link points to, while it lives. */
    async resolve(id: string) {
      const target = await repository.liveTarget(id, now());
      if (!target) throw new AppError(404, 'shortLinkNotFound');
      return { success: true as const, url: target };
    },

    /** Plans the next pruning (at start; planned twice it is one job, by its key). */
    schedulePruning: () => scheduleJob(db, nextHourlyJob(shortLinkPruneJob, now())),

    pruneJob: {
      kind: shortLinkPruneJob,
      async handle(tx, _job, attempt) {
        await createShortLinksRepository(tx).deleteExpired(attempt.now);
        await scheduleJob(tx, nextHourlyJob(shortLinkPruneJob, attempt.now));
      },
    } satisfies JobHandler,
  };
}

export type ShortLinksService = ReturnType<typeof createShortLinksService>;
