import type {
  Appointment,
  CreateAppointmentRequest,
  CreateAppointmentResponse,
  UpdateAppointmentRequest,
  UpdateStatusRequest,
} from '@tabib/contracts/appointments';
import { markPatientArrived } from '../api/mark-patient-arrived';
import { updateAppointmentStatus } from '../api/update-appointment-status';

export interface MutationAnswer {
  code: string;
  appointment: Appointment;
}

/**
 * How the action layer reaches the server. The offline outbox (a later issue) provides another
 * transport that queues these same calls, with the same client ids, and replays them.
 */
export interface AppointmentTransport {
  create(request: CreateAppointmentRequest): Promise<CreateAppointmentResponse>;
  update(id: string, request: UpdateAppointmentRequest): Promise<MutationAnswer>;
  setStatus(id: string, request: UpdateStatusRequest): Promise<MutationAnswer>;
  markPatientArrived(id: string, clinicDoctorId: string | null): Promise<MutationAnswer>;
}

// Bookings and updates check the patient's phone against the contract (libphonenumber-js): their
// calls load with the first one, while the calendar's status changes are here from the start (issue 13).
export const onlineTransport: AppointmentTransport = {
  create: async (request) => (await import('../api/create-appointment')).createAppointment(request),
  update: async (id, request) => (await import('../api/update-appointment')).updateAppointment(id, request),
  setStatus: updateAppointmentStatus,
  markPatientArrived,
};
