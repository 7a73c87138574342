import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { createClinicUsersRepository } from './clinic-users.repository';

export interface PresentDoctor {
  id: string;
  clinicId: string;
}

/**
 * A clinic doctor's work status follows their live connections (spec 3: 'work' means online):
 * the socket server asks for a reconciliation whenever one of their sockets opens or closes, and
 * `isOnline` says whether any is open now. Reconciliations of one doctor run one after the other
 * in this process, each reading the sockets afresh, so the last one leaves the right status
 * whatever the order of the connections and disconnections that asked for them. A change writes
 * the status and its `clinicPresenceChanged` event in one statement (docs/decisions.md, "Clinic accounts").
 */
export function createClinicPresenceService({ db, log }: { db: Database; log: FastifyBaseLogger }) {
  const repository = createClinicUsersRepository(db);
  /** Each doctor's last reconciliation asked for, running or waiting for the one before it. */
  const queues = new Map<string, Promise<void>>();
  /** The doctors whose last reconciliation has not started: it will read the sockets afresh, another is not needed. */
  const waiting = new Map<string, Promise<void>>();

  function reconcile(doctor: PresentDoctor, isOnline: () => Promise<boolean>): Promise<void> {
    const alreadyWaiting = waiting.get(doctor.id);
    if (alreadyWaiting) return alreadyWaiting;
    const next = (queues.get(doctor.id) ?? Promise.resolve())
      .then(async () => {
        waiting.delete(doctor.id);
        const workStatus = (await isOnline()) ? 'work' : 'off';
        await repository.setWorkStatus(doctor.id, workStatus, {
          kind: 'clinicPresenceChanged',
          doctorId: doctor.id,
          clinicId: doctor.clinicId,
          workStatus,
        });
      })
      .catch((error: unknown) => log.error({ err: error, doctorId: doctor.id }, 'a clinic doctor’s presence was not saved'));
    queues.set(doctor.id, next);
    waiting.set(doctor.id, next);
    void next.then(() => {
      if (queues.get(doctor.id) === next) queues.delete(doctor.id);
    });
    return next;
  }

  return {
    reconcile,

    /**
     * At start: every clinic doctor still marked online is checked against the open sockets. A
     * lone process has none yet, so a status left by a stop or a crash goes back to 'off'; with
     * several processes, one holding a socket of that doctor hears the 'off' and sets it back.
     */
    async reconcileMarkedOnline(isOnline: (doctorId: string) => Promise<boolean>): Promise<void> {
      const doctors = await repository.listMarkedOnline();
      await Promise.all(doctors.map((doctor) => reconcile(doctor, () => isOnline(doctor.id))));
    },

    /** Resolves once every reconciliation asked for so far is done (tests, shutdown). */
    async settle(): Promise<void> {
      while (queues.size > 0) await Promise.all(queues.values());
    },
  };
}

export type ClinicPresenceService = ReturnType<typeof createClinicPresenceService>;
