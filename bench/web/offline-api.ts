import { apiBasePath } from '@tabib/contracts/auth';

/** The practice's time zone (Africa/Algiers, no daylight saving time), as the browser runs in. */
export const practiceOffset = '+01:00';

interface Listed {
  _id: string;
  title: string;
  status: string;
}

/** The demo doctor's API, through the session of the benchmark. */
export function doctorApi(baseUrl: string, token: string) {
  async function call<Body>(method: string, path: string, body?: unknown): Promise<Body> {
    const response = await fetch(`${baseUrl}${apiBasePath}${path}`, {
      method,
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const answer = (await response.json()) as Body;
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(answer)}`);
    return answer;
  }

  async function firstReasonId(): Promise<string> {
    const { profile } = await call<{
      profile: { consultationReasons: { _id: string; isEnabled: boolean; isDeleted: boolean; isValidated: boolean }[] };
    }>('GET', '/doctors/web/backbone/retrieve-entity-profile');
    const reason = profile.consultationReasons.find(
      (candidate) => candidate.isEnabled && !candidate.isDeleted && candidate.isValidated,
    );
    if (!reason) throw new Error('the demo doctor has no usable consultation reason');
    return reason._id;
  }

  return {
    /** Books `count` new patients of 5 minutes from `firstStart` (HH:mm) on `day`, one after the other; their ids in order. */
    async bookInARow(day: string, firstStart: string, count: number, lastNameOf: (index: number) => string): Promise<string[]> {
      const consultationReason = await firstReasonId();
      const [hours, minutes] = firstStart.split(':').map(Number) as [number, number];
      const ids: string[] = [];
      for (let index = 0; index < count; index++) {
        const at = hours * 60 + minutes + index * 5;
        const time = `${String(Math.floor(at / 60)).padStart(2, '0')}:${String(at % 60).padStart(2, '0')}`;
        const { appointment } = await call<{ appointment: { _id: string } }>(
          'POST',
          '/doctors/appointments/create-new-appointment',
          {
            consultationReason,
            startAt: `${day}T${time}:00${practiceOffset}`,
            isNewPatient: true,
            duration: 5,
            type: 'cabinet',
            newPatient: { gender: 'FEMALE', firstName: 'Banc', lastName: lastNameOf(index), age: 40, phone: uniquePhone() },
            appointment_ui_id: crypto.randomUUID(),
            patient_ui_id: crypto.randomUUID(),
          },
        );
        ids.push(appointment._id);
      }
      return ids;
    },
    /** The day's appointments as the server holds them. */
    async appointmentsOn(day: string): Promise<Listed[]> {
      const query = new URLSearchParams({
        mode: 'day',
        fromTime: `${day}T00:00:00${practiceOffset}`,
        toTime: `${day}T23:59:59${practiceOffset}`,
      });
      const { appointments } = await call<{ appointments: Listed[] }>(
        'GET',
        `/doctors/appointments/retrieve-appointments-on-mode?${query.toString()}`,
      );
      return appointments;
    },
  };
}

/** A valid Algerian mobile number, a new one each time (a patient's phone is theirs). */
export function uniquePhone(): string {
  return `+2136${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
}
