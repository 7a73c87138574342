import { beforeAll, describe, expect, it } from 'vitest';
import { accountSocket, consultationReasonSocket } from '@tabib/contracts/live-events';
import type { App } from '../../app';
import { sessionOf, type Session } from '../../test/booking-helpers';
import { settle, socketTestApp } from '../../test/socket-helpers';

describe('consultation reasons over socket.io', () => {
  const server = socketTestApp();
  let app: App;
  beforeAll(() => {
    app = server.app;
  });

  async function listen(session: Session, namespace: string, event: string) {
    const socket = await server.connect(session.token, namespace);
    const received: unknown[] = [];
    socket.on(event, (payload: unknown) => received.push(payload));
    return received;
  }
  const verdicts = (session: Session) => listen(session, consultationReasonSocket.namespace, consultationReasonSocket.event);

  it("sends a verdict to the practice's sessions (the clinic's too), and to no one else", async () => {
    const doctor = await sessionOf(app, 'doctor@tabib.test');
    const clinicDoctor = await sessionOf(app, 'clinic.doctor@tabib.test');
    const own = await verdicts(doctor);
    const assistant = await verdicts(await sessionOf(app, 'assistant@tabib.test'));
    const outsider = await verdicts(await sessionOf(app, 'limited@tabib.test'));
    const clinic = await verdicts(await sessionOf(app, 'clinic@tabib.test'));

    const payload = { title: { fr: 'Infiltration' }, duration: 20, price: 300_000, color: '#006d75' };
    const mine = (
      await app.inject({ method: 'POST', url: '/api/v1/doctors/consultation-reasons', headers: doctor.headers, payload })
    ).json().consultationReason;
    const theirs = (
      await app.inject({ method: 'POST', url: '/api/v1/doctors/consultation-reasons', headers: clinicDoctor.headers, payload })
    ).json().consultationReason;
    await app.services.consultationReasons.decide(mine._id, 'validated');
    await app.services.consultationReasons.decide(theirs._id, 'rejected');
    await settle();

    const validated = { verdict: 'validated', consultation_reason_id: mine._id, doctorId: doctor.profile._id };
    expect(own).toEqual([validated]);
    expect(assistant).toEqual([validated]);
    expect(outsider).toEqual([]);
    expect(clinic).toEqual([{ verdict: 'rejected', consultation_reason_id: theirs._id, doctorId: clinicDoctor.profile._id }]);
  });

  it("tells the practice's other sessions that the reasons changed", async () => {
    const doctor = await sessionOf(app, 'doctor@tabib.test');
    const assistant = await listen(
      await sessionOf(app, 'assistant@tabib.test'),
      accountSocket.namespace,
      accountSocket.consultationReasonsChanged,
    );
    const outsider = await listen(
      await sessionOf(app, 'limited@tabib.test'),
      accountSocket.namespace,
      accountSocket.consultationReasonsChanged,
    );
    const [first] = (
      await app.inject({ method: 'GET', url: '/api/v1/doctors/consultation-reasons', headers: doctor.headers })
    ).json().consultationReasons;
    await app.inject({
      method: 'PUT',
      url: `/api/v1/doctors/consultation-reasons/${first._id}/enable`,
      headers: doctor.headers,
      payload: { isEnabled: false },
    });
    await settle();
    expect(assistant).toEqual([{ doctorId: doctor.profile._id }]);
    expect(outsider).toEqual([]);
  });
});
