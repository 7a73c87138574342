import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { apiCall, practiceOffset, practiceToday, uniquePhone, uniqueSuffix } from './calendar';

/**
 * Records every RTCPeerConnection a page makes (window.__tabibPeers) so a journey can read its
 * getStats; `relay` forces iceTransportPolicy 'relay', as ICE_TRANSPORT_POLICY=relay would: the
 * call then only works through the coturn with the credentials the server made.
 */
export async function watchPeers(context: BrowserContext, { relay = false } = {}) {
  await context.addInitScript((forceRelay: boolean) => {
    const Native = window.RTCPeerConnection;
    const peers: RTCPeerConnection[] = [];
    (window as unknown as { __tabibPeers: RTCPeerConnection[] }).__tabibPeers = peers;
    class Watched extends Native {
      constructor(config?: RTCConfiguration) {
        super(forceRelay ? { ...config, iceTransportPolicy: 'relay' } : config);
        peers.push(this);
      }
    }
    window.RTCPeerConnection = Watched;
  }, relay);
}

export interface CallStats {
  framesDecoded: number;
  /** The selected candidate pair's local candidate type: host, srflx, prflx or relay. */
  localCandidateType: string | null;
}

/** What the page's newest peer connection says: video frames decoded, and the path it took. */
export function callStats(page: Page): Promise<CallStats> {
  return page.evaluate(async () => {
    const peer = (window as unknown as { __tabibPeers?: RTCPeerConnection[] }).__tabibPeers?.at(-1);
    if (!peer) return { framesDecoded: 0, localCandidateType: null };
    const reports = [...(await peer.getStats()).values()] as (Record<string, unknown> & { type: string; id: string })[];
    const byId = new Map(reports.map((report) => [report.id, report]));
    const framesDecoded = reports
      .filter((report) => report.type === 'inbound-rtp' && report.kind === 'video')
      .reduce((sum, report) => sum + Number(report.framesDecoded ?? 0), 0);
    const transport = reports.find((report) => report.type === 'transport');
    const pair = byId.get(String(transport?.selectedCandidatePairId ?? ''));
    const local = byId.get(String(pair?.localCandidateId ?? ''));
    return { framesDecoded, localCandidateType: local ? String(local.candidateType) : null };
  });
}

/** Waits until the page decodes video frames, more than `above`. */
export async function expectFramesDecoded(page: Page, above = 0) {
  await expect.poll(async () => (await callStats(page)).framesDecoded, { timeout: 20_000 }).toBeGreaterThan(above);
}

/** The timer's seconds (hh:mm:ss). */
export async function timerSeconds(page: Page): Promise<number> {
  const text = (await page.getByTestId('call-timer').textContent()) ?? '';
  const [hours, minutes, seconds] = text.trim().split(':').map(Number);
  return (hours ?? 0) * 3600 + (minutes ?? 0) * 60 + (seconds ?? 0);
}

export interface VisioAppointment {
  id: string;
  patientId: string;
  patient: { firstName: string; lastName: string; email: string };
  startAt: Date;
}

/**
 * Books through the API of the signed-in page a visio appointment of today, 5 minutes, for a new
 * patient, at the first free minute from `minutesAhead` from now up to `latestAhead` (the
 * appointments of earlier journeys, or of a retry, take their room). The calls are for today only:
 * late in the evening (22:55 to midnight, practice time) there is no room left, and the journey is
 * skipped with the reason.
 */
export async function bookVisioToday(
  page: Page,
  minutesAhead: number,
  latestAhead = minutesAhead + 60,
): Promise<VisioAppointment> {
  const profile = await apiCall(page, 'GET', '/doctors/web/backbone/retrieve-entity-profile');
  const reasons = (profile.body.profile as { consultationReasons: { _id: string; isEnabled: boolean; isValidated: boolean }[] })
    .consultationReasons;
  const reason = reasons.find((candidate) => candidate.isEnabled && candidate.isValidated);
  const pad = (value: number) => String(value).padStart(2, '0');
  const suffix = uniqueSuffix();
  const patient = { firstName: 'Visio', lastName: `Patient${suffix}`, email: `visio.${suffix}@patient.test` };
  const now = practiceToday();
  for (let ahead = minutesAhead; ahead <= latestAhead; ahead += 5) {
    const start = new Date(now);
    start.setSeconds(0, 0);
    start.setMinutes(start.getMinutes() + ahead);
    // A start after 22:55 cannot end by 23:00, the end of the day-mode calendar (AppointmentDurationTooLong), nor move to tomorrow.
    const lastStartToday = start.getDate() === now.getDate() && start.getHours() * 60 + start.getMinutes() <= 22 * 60 + 55;
    test.skip(
      !lastStartToday,
      `No teleconsultation of today can start ${ahead} minutes from now: the call journeys need 22:55 practice time not passed.`,
    );
    const day = `${start.getFullYear()}-${pad(start.getMonth() + 1)}-${pad(start.getDate())}`;
    const answer = await apiCall(page, 'POST', '/doctors/appointments/create-new-appointment', {
      consultationReason: reason?._id,
      startAt: `${day}T${pad(start.getHours())}:${pad(start.getMinutes())}:00${practiceOffset}`,
      isNewPatient: true,
      duration: 5,
      type: 'visio',
      newPatient: { ...patient, gender: 'MALE', phone: uniquePhone() },
      appointment_ui_id: crypto.randomUUID(),
      patient_ui_id: crypto.randomUUID(),
    });
    if (answer.status === 409 && answer.body.code === 'slotAlreadyBooked') continue;
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const appointment = answer.body.appointment as { _id: string; patient: { _id: string } };
    return { id: appointment._id, patientId: appointment.patient._id, patient, startAt: start };
  }
  throw new Error(`No free 5 minutes for a teleconsultation between ${minutesAhead} and ${latestAhead} minutes from now`);
}
