import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql, type SQL } from 'drizzle-orm';
import { calendarStatuses, type Appointment } from '@tabib/contracts/appointments';
import type { App } from '../../app';
import { rawStatementRunner } from '../../db/raw-statement';
import { users, type UserRow } from '../../db/schema/accounts';
import { at } from '../../test/booking-helpers';
import { createTestApp } from '../../test/test-app';
import { testBackends } from '../../test/test-database';
import { presentAppointment } from './appointment.presenter';
import { createAppointmentsRepository, type WeekFilter } from './appointments.repository';
import { weekAnswerStatement } from './week-answer-statement';

describe.each(testBackends())('the week answer built in SQL on %s', (backend) => {
  let app: App;
  let doctor: UserRow;
  const filter = (reasonIds?: string[]): WeekFilter => ({
    doctorId: doctor.id,
    from: new Date(at(-30, '00:00')),
    to: new Date(at(30, '00:00')),
    statuses: [...calendarStatuses].sort(),
    reasonIds,
  });

  const answerOf = async (weekFilter: WeekFilter, as: UserRow) => {
    const [row] = await rawStatementRunner(app.db)<{ appointments: string }>(weekAnswerStatement(weekFilter, as));
    return JSON.parse(row!.appointments) as Appointment[];
  };

  /** What the presenter makes of each appointment, read one by one. */
  const presentedOf = async (answer: Appointment[], as: UserRow) => {
    const repository = createAppointmentsRepository(app.db);
    return Promise.all(answer.map(async ({ _id }) => presentAppointment((await repository.findForDoctor(doctor.id, _id))!, as)));
  };

  const rowsOf = async <Row>(query: SQL) => ((await app.db.execute(query)) as unknown as { rows: Row[] }).rows;

  beforeAll(async () => {
    app = await createTestApp(backend);
    doctor = (await app.db.select().from(users).where(eq(users.email, 'doctor@tabib.test')))[0]!;
    const ids = await rowsOf<{ id: string; patient_id: string }>(sql`
        select id, patient_id from appointments
        where doctor_id = ${doctor.id} and status in ('BOOKED', 'DONE') and start_at > ${at(-30, '00:00')} and start_at < ${at(30, '00:00')}
        order by start_at limit 6`);
    expect(ids).toHaveLength(6);
    const [waiting, done, family, guest, missed, named] = ids;
    // Every branch of the presenter, on appointments of the range.
    await app.db.execute(
      sql`update appointments set status = 'BOOKED', type = 'visio', patient_waiting_since = now() where id = ${waiting!.id}`,
    );
    await app.db.execute(sql`update appointments set status = 'DONE', done_at = now() where id = ${done!.id}`);
    const [member] = await rowsOf<{ id: string }>(sql`
      insert into patient_family_members (doctor_id, patient_id, first_name, last_name, relation)
      values (${doctor.id}, ${family!.patient_id}, 'Lina', 'Benali', 'child') returning id`);
    await app.db.execute(sql`update appointments set family_member_id = ${member!.id} where id = ${family!.id}`);
    await app.db.execute(
      sql`update patients set is_guest = true, birthday = null, email = null, picture = null where id = ${guest!.patient_id}`,
    );
    await app.db.execute(sql`update appointments set status = 'PATIENT_MISSED' where id = ${missed!.id}`);
    await app.db.execute(
      sql`update patients set first_name = '', last_name = ${'\u00a0Ben "Ali" \\ عبد الله 😀\n\t'} where id = ${named!.patient_id}`,
    );
  });
  afterAll(() => app.close());

  it('holds every appointment of the range as the presenter shows it, in the week query’s order', async () => {
    const answer = await answerOf(filter(), doctor);
    expect(answer.length).toBeGreaterThan(6);
    expect(answer).toEqual(await presentedOf(answer, doctor));
    const rows = await createAppointmentsRepository(app.db).listInRange(filter());
    expect(answer.map((appointment) => appointment._id)).toEqual(rows.map((row) => row.appointment.id));

    // The branches the set-up made are in the answer (the comparison is not vacuous).
    expect(answer.some((appointment) => appointment.online)).toBe(true);
    expect(answer.some((appointment) => appointment.done)).toBe(true);
    expect(answer.some((appointment) => appointment.familyMember?.firstName === 'Lina')).toBe(true);
    expect(answer.some((appointment) => appointment.patient?.isGuest && appointment.patient.birthday === null)).toBe(true);
    expect(answer.some((appointment) => (appointment.patient?.missingAppointments ?? 0) > 0)).toBe(true);
    expect(answer.some((appointment) => appointment.title === 'Ben "Ali" \\ عبد الله 😀')).toBe(true);
  });

  it('shows the doctor’s telemedicine right and clinic as the presenter does', async () => {
    const clinicDoctor: UserRow = {
      ...doctor,
      telemedicineAllowed: true,
      clinicId: crypto.randomUUID(),
      title: 'Pr',
      firstName: 'Amina "A"',
    };
    const answer = await answerOf(filter(), clinicDoctor);
    expect(answer).toEqual(await presentedOf(answer, clinicDoctor));
    expect(answer.some((appointment) => appointment.is_video_call_allowed)).toBe(true);
    expect(answer[0]!.clinicDoctor).toEqual({ _id: doctor.id, title: 'Pr', firstName: 'Amina "A"', lastName: doctor.lastName });
  });

  it('keeps to the reasons asked for, and answers an empty array when none match', async () => {
    const all = await answerOf(filter(), doctor);
    const reasonId = all[0]!.consultationReason._id;
    const ofReason = await answerOf(filter([reasonId]), doctor);
    expect(ofReason.length).toBeGreaterThan(0);
    expect(ofReason).toEqual(all.filter((appointment) => appointment.consultationReason._id === reasonId));
    expect(await answerOf(filter([crypto.randomUUID()]), doctor)).toEqual([]);
  });
});
