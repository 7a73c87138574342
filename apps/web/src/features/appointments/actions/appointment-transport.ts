import type {
  Appointment,
  CreateAppointmentRequest,
  CreateAppointmentResponse,
  UpdateAppointmentRequest,
  UpdateStatusRequest,
} from '@tabib/contracts/appointments';
import { createAppointment } from '../api/create-appointment';
import { markPatientArrived } from '../api/mark-patient-arrived';
import { updateAppointment } from '../api/update-appointment';
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

export const onlineTransport: AppointmentTransport = {
  create: createAppointment,
  update: updateAppointment,
  setStatus: updateAppointmentStatus,
  markPatientArrived,
};
