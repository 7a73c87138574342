import type { Capabilities, Level } from '@tabib/contracts/capabilities';

/** The call's patient panel (spec 2 section 2.3), in the spec's order. */
export const callPatientTabs = ['info', 'medicalProfile', 'prescription', 'medicalFiles', 'report', 'history'] as const;
export type CallPatientTab = (typeof callPatientTabs)[number];

/**
 * Each tab's level from the capability table: the prescription and the medical files need what
 * they need in the appointment modal (DOC-ALL, spec 2 section 6); the other records the reading of
 * medical records; the patient's identity anyone who may call.
 */
export function callPatientTabLevels(can: Capabilities): Record<CallPatientTab, Level> {
  const medical = can['records.medical'];
  return {
    info: 'enabled',
    medicalProfile: medical,
    prescription: can['records.prescription'],
    medicalFiles: medical,
    report: medical,
    history: medical,
  };
}
