import dayjs from 'dayjs';
import type { CalendarView } from '@tabib/contracts/appointments';
import type { ClinicDoctor } from '@tabib/contracts/user';
import { createStore, useStore } from '../../../lib/create-store';
import { matchesScreen } from '../../../lib/screen-size';
import { onSessionEnded } from '../../../lib/session';
import { linkedCalendarOf, type DayMode } from '../model/calendar-range';
import { doctorsOfSpeciality } from '../model/clinic-doctors';

/** The schedule state of spec 1 section 3 that the sidebar, the header and the calendar share. */
export interface CalendarState {
  /** The day the calendar shows (YYYY-MM-DD). */
  date: string;
  view: CalendarView;
  mode: DayMode;
  /** The reasons ticked in the sidebar filter; null: all of them. */
  reasonIds: string[] | null;
  /** The clinic doctor a clinic account acts for. */
  clinicDoctorId: string | null;
  speciality: string | null;
  doctorsPanelOpen: boolean;
  /** The hour (HH:mm) the day and week views scroll to; null: the first visible hour. */
  scrollTo: string | null;
}

export const calendarStore = createStore<CalendarState>(() => ({
  date: dayjs().format('YYYY-MM-DD'),
  // A week does not fit a phone's width: a phone opens on the day.
  view: matchesScreen('phone') ? 'day' : 'week',
  mode: 'day',
  reasonIds: null,
  clinicDoctorId: null,
  speciality: null,
  // On a phone the panel would leave the calendar a third of the width: the header's avatars pick the doctor.
  doctorsPanelOpen: !matchesScreen('phone'),
  scrollTo: null,
}));

// The page was opened from a link naming a view or a day: start there (later sessions start from today).
if (typeof window !== 'undefined') calendarStore.set(linkedCalendarOf(window.location.search));

// The next user of this browser starts from today, with no filter nor clinic doctor.
onSessionEnded(() => calendarStore.reset());

export function useCalendarState<Selected>(select: (state: CalendarState) => Selected): Selected {
  return useStore(calendarStore, select);
}

/**
 * A clinic account picks the doctor it acts for, from the calendar's panel, the header or the
 * patients page: one selection for every page. A speciality filter hiding that doctor is cleared,
 * else the calendar would move to the first doctor it shows at once.
 */
export function pickClinicDoctor(doctorId: string, doctors: readonly ClinicDoctor[]): void {
  const { speciality } = calendarStore.get();
  const kept = doctorsOfSpeciality(doctors, speciality).some((doctor) => doctor._id === doctorId);
  calendarStore.set({ clinicDoctorId: doctorId, ...(kept ? {} : { speciality: null }) });
}
