import { useTranslation } from 'react-i18next';
import type { JoinCallResponse } from '@tabib/contracts/teleconsultation';
import { currentLocale } from '../../../lib/i18n';
import { useDoctorName } from '../../../lib/doctor-name';
import { longDay, practiceDayOf, timeOf } from '../../../lib/practice-time';

/** 'mardi 12/03/2030' and '17:00' of the appointment, on the practice's clock whatever the phone's zone. */
export function useAppointmentTime(join: JoinCallResponse) {
  useTranslation();
  const { startAt } = join.appointment;
  return {
    day: longDay(practiceDayOf(startAt, join.timeZone), currentLocale()),
    time: timeOf(startAt, join.timeZone),
  };
}

/** Who the patient is about to see, and when: the doctor's picture (or initials), name, day, time and length. */
export function JoinDoctor({ join }: { join: JoinCallResponse }) {
  const { t } = useTranslation('teleconsultation');
  const doctorName = useDoctorName();
  const { day, time } = useAppointmentTime(join);
  const { doctor } = join;
  const initials = `${doctor.firstName.charAt(0)}${doctor.lastName.charAt(0)}`.toUpperCase();
  return (
    <section className="tabib-join-doctor" aria-label={t('join.appointment')} data-testid="join-doctor">
      <span className="tabib-join-avatar" aria-hidden>
        {doctor.picture ? <img src={doctor.picture} alt="" /> : initials}
      </span>
      <div className="tabib-join-doctor-text">
        <p className="tabib-join-doctor-name">{doctorName(doctor)}</p>
        <p className="tabib-join-when" data-testid="join-when">
          {t('join.when', { day, time })}
        </p>
        <p className="tabib-join-duration">{t('join.duration', { minutes: join.appointment.duration })}</p>
      </div>
    </section>
  );
}
