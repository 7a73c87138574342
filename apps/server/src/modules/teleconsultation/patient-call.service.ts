import { practiceTimeZone } from '@tabib/contracts/appointments';
import type { JoinCallResponse } from '@tabib/contracts/teleconsultation';
import type { IceConfig } from '../../config';
import type { Executor } from '../../db/client';
import type { UserRow } from '../../db/schema/accounts';
import { AppError } from '../../lib/app-error';
import { practiceDay } from '../../lib/practice-time';
import type { PatientNotices } from '../patient-notices/patient-notices.service';
import { iceServersFor } from './ice-servers';
import { createPatientCallRepository } from './patient-call.repository';
import type { JoinLinks } from './join-links';
import type { TeleconsultationService } from './teleconsultation.service';

interface Deps {
  db: Executor;
  teleconsultation: Pick<TeleconsultationService, 'patientTokens' | 'callable'>;
  notices: Pick<PatientNotices, 'announceCall' | 'localeOf'>;
  joinLinks: Pick<JoinLinks, 'urlFor'>;
  ice: IceConfig;
  now?: () => Date;
}

/**
 * Issue 16: the patient's side of a call (docs/decisions.md, "Teleconsultation"). The patient has
 * no account: their join link's token (the `videocall-patient` key) is the key, for one
 * appointment, until the end of its day. The doctor can also call them in (do-call-immediately).
 */
export function createPatientCallService({ db, teleconsultation, notices, joinLinks, ice, now = () => new Date() }: Deps) {
  const repository = createPatientCallRepository(db);

  return {
    /**
     * GET /public/videocall/{token}: the doctor, the time and, on the day, what joining takes. A
     * token that is not ours, has expired, or names no teleconsultation: callLinkNotFound, the same
     * for all (nothing learnt by trying). A done or cancelled appointment: the call's own refusals.
     */
    async lookup(token: string): Promise<JoinCallResponse> {
      const at = now();
      const read = await teleconsultation.patientTokens.read(token);
      if (!read || read.expiresAt <= at) throw new AppError(404, 'callLinkNotFound');
      const facts = await repository.joinFacts(read.appointmentId);
      if (!facts || facts.type !== 'visio') throw new AppError(404, 'callLinkNotFound');
      if (facts.status === 'DONE') throw new AppError(409, 'CallAlreadyDone');
      if (facts.status !== 'BOOKED') throw new AppError(409, 'CannotCallStatusUnauthorized');
      // Before its day the page says when: no call token nor TURN credentials for a call that cannot start yet.
      const isToday = practiceDay(facts.startAt) === practiceDay(at);
      return {
        success: true,
        code: isToday ? 'callJoin' : 'CallDateMustBeTODAY',
        doctor: {
          title: facts.doctorTitle,
          firstName: facts.doctorFirstName,
          lastName: facts.doctorLastName,
          picture: facts.doctorPicture,
        },
        patient: { firstName: facts.patientFirstName },
        appointment: { startAt: facts.startAt.toISOString(), duration: facts.duration, status: facts.status, isToday },
        timeZone: practiceTimeZone,
        callToken: isToday ? token : null,
        iceServers: isToday ? iceServersFor(ice, facts.id, read.expiresAt) : [],
        iceTransportPolicy: ice.transportPolicy,
        expiresAt: read.expiresAt.toISOString(),
      };
    },

    /** POST do-call-immediately: under the call's rules, the patient is sent the join link now (the `call_now` notice). */
    async callNow(actor: UserRow, appointmentId: string) {
      const { appointment } = await teleconsultation.callable(actor, appointmentId);
      await notices.announceCall({ id: appointment.id, startAt: appointment.startAt });
      // The notice's own link: the same target and end give the same short link.
      const url = await joinLinks.urlFor(appointment.id, appointment.startAt, await notices.localeOf(appointment.id));
      return { success: true as const, code: 'callNowSent' as const, url };
    },
  };
}

export type PatientCallService = ReturnType<typeof createPatientCallService>;
