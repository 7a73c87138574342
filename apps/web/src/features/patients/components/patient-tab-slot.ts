declare module '../../../lib/slots' {
  interface SlotProps {
    /**
     * Tabs of the patient modal drawn by other features: files and reports (records), payment (payments).
     * `clinicDoctorId` is the doctor a clinic account acts for (null for a doctor or an assistant);
     * `readOnly` is true when the modal shows a record that may only be looked at.
     */
    'patient.tab': {
      tab: 'medicalFiles' | 'reports' | 'payment';
      patientId: string;
      clinicDoctorId: string | null;
      readOnly: boolean;
    };
  }
}

export {};
