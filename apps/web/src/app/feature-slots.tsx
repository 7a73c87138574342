import { lazy, Suspense, type ComponentProps, type ReactNode } from 'react';
import { Spin } from 'antd';
import { SlotsProvider, type SlotProps, type SlotRenderers } from '../lib/slots';
import { useProfile } from '../features/auth/api/get-profile';

// Records and payments (tables, uploads, editors) load when their tab opens, not with every page.
const RecordTab = lazy(() => import('../features/records/components/record-tab').then((m) => ({ default: m.RecordTab })));
// Opened from the bell only.
const NotificationAppointment = lazy(() =>
  import('./notification-appointment').then((m) => ({ default: m.NotificationAppointment })),
);
// Opened from the call page's patient panel only.
const VideoCallPatientTab = lazy(() => import('./videocall-patient-tab').then((m) => ({ default: m.VideoCallPatientTab })));
const LazyPaymentPanel = lazy(() =>
  import('../features/payments/components/payment-panel').then((m) => ({ default: m.PaymentPanel })),
);

function PaymentPanel(props: ComponentProps<typeof LazyPaymentPanel>) {
  return (
    <Suspense fallback={<Spin />}>
      <LazyPaymentPanel {...props} />
    </Suspense>
  );
}

type AppointmentTab = SlotProps['appointment.recordTab']['tab'];
type PatientTab = SlotProps['patient.tab']['tab'];

/** The records feature's views need the signed-in profile (the prescription's header, what may be changed). */
function ProfiledRecordTab(props: Omit<ComponentProps<typeof RecordTab>, 'profile'>) {
  const profile = useProfile();
  return profile.data ? (
    <Suspense fallback={<Spin />}>
      <RecordTab {...props} profile={profile.data} />
    </Suspense>
  ) : null;
}

/** The appointment modal's tabs 2-5, by tab; an unfilled tab keeps the modal's fallback. */
const appointmentTabs: Partial<Record<AppointmentTab, (props: SlotProps['appointment.recordTab']) => ReactNode>> = {
  prescription: ({ appointment, clinicDoctorId }) =>
    appointment.patient ? (
      <ProfiledRecordTab
        tab="prescription"
        patientId={appointment.patient._id}
        appointment={appointment}
        clinicDoctorId={clinicDoctorId}
        readOnly={false}
      />
    ) : null,
  medicalFiles: ({ appointment, clinicDoctorId }) =>
    appointment.patient ? (
      <ProfiledRecordTab
        tab="medicalFiles"
        patientId={appointment.patient._id}
        appointment={appointment}
        clinicDoctorId={clinicDoctorId}
        readOnly={false}
      />
    ) : null,
  report: ({ appointment, clinicDoctorId }) =>
    appointment.patient ? (
      <ProfiledRecordTab
        tab="report"
        patientId={appointment.patient._id}
        appointment={appointment}
        clinicDoctorId={clinicDoctorId}
        readOnly={false}
      />
    ) : null,
  payment: ({ appointment, clinicDoctorId }) =>
    appointment.patient ? (
      <PaymentPanel
        patientId={appointment.patient._id}
        appointmentId={appointment._id}
        clinicDoctorId={clinicDoctorId}
        readOnly={false}
      />
    ) : null,
};

/** The patient modal's tabs drawn by other features, by tab. */
const patientTabs: Partial<Record<PatientTab, (props: SlotProps['patient.tab']) => ReactNode>> = {
  medicalFiles: ({ patientId, clinicDoctorId, readOnly }) => (
    <ProfiledRecordTab
      tab="medicalFiles"
      patientId={patientId}
      appointment={null}
      clinicDoctorId={clinicDoctorId}
      readOnly={readOnly}
    />
  ),
  reports: ({ patientId, clinicDoctorId, readOnly }) => (
    <ProfiledRecordTab
      tab="reports"
      patientId={patientId}
      appointment={null}
      clinicDoctorId={clinicDoctorId}
      readOnly={readOnly}
    />
  ),
  payment: ({ patientId, clinicDoctorId, readOnly }) => (
    <PaymentPanel patientId={patientId} clinicDoctorId={clinicDoctorId} readOnly={readOnly} />
  ),
};

/** Where features show each other's parts (lib/slots.tsx): the one place that knows both sides. */
const renderers: SlotRenderers = {
  'appointment.recordTab': (props) => appointmentTabs[props.tab]?.(props),
  'patient.tab': (props) => patientTabs[props.tab]?.(props),
  'videocall.patientTab': (props) => (
    <Suspense fallback={<Spin />}>
      <VideoCallPatientTab {...props} />
    </Suspense>
  ),
  'notifications.appointmentDetails': (props) => (
    <Suspense fallback={null}>
      <NotificationAppointment {...props} />
    </Suspense>
  ),
};

export function FeatureSlots({ children }: { children: ReactNode }) {
  return <SlotsProvider renderers={renderers}>{children}</SlotsProvider>;
}
