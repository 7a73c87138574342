declare module '../../../lib/slots' {
  interface SlotProps {
    /**
     * A clicked notification's appointment: the app fetches it (GET /doctors/appointments/{id}) and
     * opens the appointments feature's details modal when the status allows (opensAppointmentDetails).
     */
    'notifications.appointmentDetails': { appointmentId: string; onClose(): void };
  }
}

export {};
