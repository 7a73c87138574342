import type { Appointment } from '@tabib/contracts/appointments';
import type { ConsultationReason } from '@tabib/contracts/consultation-reasons';
import type { PatientSummary } from '@tabib/contracts/patients';

export function reasonOf(overrides: Partial<ConsultationReason> = {}): ConsultationReason {
  return {
    _id: '00000000-0000-4000-8000-00000000a001',
    title: { fr: 'Consultation générale', en: 'General consultation', ar: 'استشارة عامة' },
    duration: 20,
    price: 200_000,
    color: '#1677ff',
    isEnabled: true,
    isDeleted: false,
    isValidated: true,
    isRejected: false,
    order: 0,
    ...overrides,
  };
}

export function patientOf(overrides: Partial<PatientSummary> = {}): PatientSummary {
  return {
    _id: '00000000-0000-4000-8000-00000000b001',
    firstName: 'Yasmine',
    lastName: 'Belkacem',
    birthday: '1988-04-12',
    gender: 'FEMALE',
    phone: '+213661234501',
    email: null,
    picture: null,
    isGuest: false,
    missingAppointments: 0,
    ...overrides,
  };
}

export function appointmentOf(overrides: Partial<Appointment> = {}): Appointment {
  return {
    _id: '00000000-0000-4000-8000-00000000c001',
    doctorId: '00000000-0000-4000-8000-00000000d001',
    start: '2026-11-23T09:00:00+01:00',
    end: '2026-11-23T09:20:00+01:00',
    title: 'Belkacem Yasmine',
    duration: 20,
    patient: patientOf(),
    consultationReason: reasonOf(),
    status: 'BOOKED',
    type: 'cabinet',
    patientArrived: false,
    familyMember: null,
    is_video_call_allowed: false,
    online: false,
    done: false,
    source: 'doctor',
    appointment_ui_id: null,
    clinicDoctor: null,
    ...overrides,
  };
}
