import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { Empty, Flex } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { UserProfile } from '@tabib/contracts/user';
import { useNotices } from '../../../components/ui/notices-context';
import { useNow } from '../../../lib/use-now';
import { useOnlineStatus } from '../../../lib/use-online-status';
import { useReturnFocus } from '../../../lib/use-return-focus';
import { calendarConstants } from '@tabib/contracts/appointments';
import { accountSocket } from '@tabib/contracts/live-events';
import { useAccountEvent } from '../../../lib/account-events';
import { useAppointments } from '../api/get-appointments';
import { useOffworks } from '../api/get-offworks';
import { useAppointmentActions } from '../hooks/use-appointment-actions';
import { useAppointmentLiveUpdates } from '../hooks/use-appointment-live-updates';
import { usePersonTitles } from '../hooks/use-person-titles';
import { appointmentItemOf, offWorkItemOf } from '../model/calendar-events';
import { calendarPermissionsOf, isPastDay } from '../model/calendar-permissions';
import { rangeLabelOf, rangeOf, stepDate } from '../model/calendar-range';
import { doctorsOfSpeciality, doctorsPanelWidth } from '../model/clinic-doctors';
import { actingReasonsOf } from '../model/consultation-reasons';
import { calendarTargetOf } from '../model/failed-action-target';
import { offScheduleTestOf, offWorkBlocksOf } from '../model/off-work-blocks';
import { calendarStore, useCalendarState } from '../stores/calendar-store';
import type { FormTarget } from './appointment-form';
import { CalendarBoard } from './calendar-board';
import { CalendarToolbar } from './calendar-toolbar';
import { SocketBanner } from './socket-banner';

// The booking form and the record tabs load when an appointment or a slot is opened.
const AppointmentModal = lazy(() => import('./appointment-modal').then((m) => ({ default: m.AppointmentModal })));
// Clinic accounts only; its fuzzy search (fuse.js) is not for an independent doctor's first load.
// Opened from the toolbar only; kept once loaded so that it closes with its animation.
const FailedActionsDrawer = lazy(() => import('./failed-actions-drawer').then((m) => ({ default: m.FailedActionsDrawer })));
const ClinicDoctorsPanel = lazy(() => import('./clinic-doctors-panel').then((m) => ({ default: m.ClinicDoctorsPanel })));
// Clinic accounts only: its speciality Select brought antd's select machinery to every doctor's calendar.
const ClinicControls = lazy(() => import('./clinic-controls').then((m) => ({ default: m.ClinicControls })));

/** The calendar screen of spec 1 section 2. */
export function CalendarPage({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation('appointments');
  const { message } = useNotices();
  const online = useOnlineStatus();
  const now = useNow(60_000);
  const actions = useAppointmentActions();
  const permissions = calendarPermissionsOf(profile);
  const state = useCalendarState((current) => current);
  const [target, setTarget] = useState<FormTarget | null>(null);
  const [failedOpen, setFailedOpen] = useState(false);
  const [failedDrawerLoaded, setFailedDrawerLoaded] = useState(false);
  useReturnFocus(target !== null);
  useReturnFocus(failedOpen);

  const allDoctors = useMemo(() => profile.clinicObject?.doctors ?? [], [profile.clinicObject]);
  const doctors = useMemo(() => doctorsOfSpeciality(allDoctors, state.speciality), [allDoctors, state.speciality]);
  const clinicDoctorId = permissions.clinicMode ? state.clinicDoctorId : null;
  useEffect(() => {
    // The first doctor is preselected; a speciality that hides the selected one moves to the first shown.
    if (permissions.clinicMode && !doctors.some((doctor) => doctor._id === state.clinicDoctorId)) {
      calendarStore.set({ clinicDoctorId: doctors[0]?._id ?? null });
    }
  }, [permissions.clinicMode, doctors, state.clinicDoctorId]);

  const date = dayjs(state.date);
  const { from, to } = rangeOf(state.view, date);
  const listParams = {
    doctorId: clinicDoctorId,
    view: state.view,
    from: from.format(),
    to: to.format(),
    reasons: permissions.reasonsFilter ? state.reasonIds : null,
  };
  const ready = !permissions.clinicMode || clinicDoctorId !== null;
  const list = useAppointments(listParams, ready);
  const offworks = useOffworks(clinicDoctorId, ready);
  // A schedule or days off saved in any session of the practice redraws the shading and the day-off blocks.
  useAccountEvent(accountSocket.scheduleChanged, () => void offworks.refetch());
  const isOffSchedule = useMemo(() => offScheduleTestOf(offworks.data?.weeklySchedule), [offworks.data]);
  const reasons = useMemo(() => actingReasonsOf(profile, clinicDoctorId), [profile, clinicDoctorId]);
  const connection = useAppointmentLiveUpdates({ userId: profile._id });

  const titles = usePersonTitles();
  const items = useMemo(
    () => (list.data ?? []).map((appointment) => appointmentItemOf(appointment, titles)),
    [list.data, titles],
  );
  const offWorkTitles = { dayOff: t('offWork.dayOff'), vacancy: t('offWork.vacancy') };
  const backgroundItems = offWorkBlocksOf(offworks.data, from, to).map((block) =>
    offWorkItemOf(block, offWorkTitles[block.kind]),
  );

  // A clinic account books for the doctor shown: not while another doctor's list is still on the
  // board (a new doctor's or range's first read). A read again in the background keeps it usable.
  const calendarBusy = permissions.clinicMode && (clinicDoctorId === null || list.isPending || list.isPlaceholderData);
  const addDisabled = !permissions.canBook || calendarBusy;
  const goTo = (day: Dayjs) => calendarStore.set({ date: day.format('YYYY-MM-DD'), scrollTo: null });
  const openAdd = (start: Dayjs | null) => setTarget({ mode: 'add', start });

  const onSelectSlot = (start: Date) => {
    if (addDisabled) return;
    if (isPastDay(start, now)) {
      void message.warning({
        content: t('pastSlotWarning'),
        duration: calendarConstants.pastSlotWarningMs / 1000,
        key: 'past-slot',
      });
      return;
    }
    openAdd(dayjs(start));
  };

  const booking = { profile, doctorId: clinicDoctorId ?? profile._id, clinicDoctorId, reasons, permissions, online };
  const noDoctors = permissions.clinicMode && allDoctors.length === 0;

  return (
    <Flex vertical gap={12} data-testid="calendar-page">
      {connection === 'lost' ? <SocketBanner /> : null}
      <CalendarToolbar
        label={rangeLabelOf(state.view, date)}
        view={state.view}
        mode={state.mode}
        online={online}
        readOnly={permissions.readOnly}
        addDisabled={addDisabled}
        addDisabledReason={t(permissions.canBook ? 'toolbar.addWaitsForDoctor' : 'toolbar.addNotAllowed')}
        failedActions={permissions.failedActions}
        clinicControls={
          permissions.clinicMode ? (
            <Suspense fallback={null}>
              <ClinicControls specialities={profile.clinicObject?.specialities ?? []} />
            </Suspense>
          ) : undefined
        }
        onStep={(direction) => goTo(stepDate(state.view, date, direction))}
        onToday={() => goTo(dayjs())}
        onView={(view) => calendarStore.set({ view })}
        onMode={(mode) => calendarStore.set({ mode })}
        onAdd={() => openAdd(null)}
        onOpenFailedActions={() => {
          setFailedDrawerLoaded(true);
          setFailedOpen(true);
        }}
      />
      {noDoctors ? (
        <Empty description={t('clinic.noDoctors')} data-testid="clinic-no-doctors" />
      ) : (
        <Flex gap={0} align="stretch">
          {permissions.clinicMode ? (
            <Suspense fallback={<div style={{ width: state.doctorsPanelOpen ? doctorsPanelWidth : 0, flex: 'none' }} />}>
              <ClinicDoctorsPanel
                doctors={doctors}
                open={state.doctorsPanelOpen}
                selectedId={clinicDoctorId}
                onSelect={(doctorId) => calendarStore.set({ clinicDoctorId: doctorId })}
              />
            </Suspense>
          ) : null}
          <div style={{ flex: 1, minWidth: 0 }} data-loading={String(list.isFetching)}>
            <CalendarBoard
              date={date.toDate()}
              view={state.view}
              mode={state.mode}
              scrollTo={state.scrollTo}
              items={items}
              backgroundItems={backgroundItems}
              isOffSchedule={isOffSchedule}
              readOnly={permissions.readOnly}
              selectable={!addDisabled}
              pendingSelectable={!online}
              canDrillDown={permissions.canDrillDown}
              handlers={{ now, onPatientArrived: (appointment) => void actions.patientArrived(appointment, clinicDoctorId) }}
              onNavigate={(day) => goTo(dayjs(day))}
              onView={(view) => calendarStore.set({ view: view === 'work_week' ? 'week' : view })}
              onDrillDown={(day) => calendarStore.set({ date: dayjs(day).format('YYYY-MM-DD'), view: 'day' })}
              onSelectSlot={onSelectSlot}
              onSelectAppointment={(appointment) => {
                if (!calendarBusy || !permissions.clinicMode)
                  setTarget({ mode: 'details', appointment, allowedCall: appointment.is_video_call_allowed });
              }}
            />
          </div>
        </Flex>
      )}
      {target && (
        <Suspense fallback={null}>
          <AppointmentModal target={target} booking={booking} onClose={() => setTarget(null)} />
        </Suspense>
      )}
      {failedDrawerLoaded && (
        <Suspense fallback={null}>
          <FailedActionsDrawer
            open={failedOpen}
            clinicMode={permissions.clinicMode}
            doctorId={clinicDoctorId}
            canClear={permissions.canClearFailedActions}
            onClose={() => setFailedOpen(false)}
            onReBook={(action) => {
              setFailedOpen(false);
              calendarStore.set(calendarTargetOf(action.corePayload, permissions.clinicMode));
            }}
          />
        </Suspense>
      )}
    </Flex>
  );
}
