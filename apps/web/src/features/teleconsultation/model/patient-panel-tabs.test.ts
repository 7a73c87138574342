import { describe, expect, it } from 'vitest';
import { capabilitiesOf } from '@tabib/contracts/capabilities';
import { callPatientTabLevels } from './patient-panel-tabs';

describe("the call's patient panel", () => {
  it('gives a DOC-ALL doctor or assistant every tab', () => {
    for (const account of [
      { kind: 'doctor', privilege: 'DOC-ALL' },
      { kind: 'assistant', privilege: 'DOC-ALL' },
    ] as const) {
      expect(Object.values(callPatientTabLevels(capabilitiesOf(account)))).toEqual(Array(6).fill('enabled'));
    }
  });

  it('greys out the prescription and the medical files without DOC-ALL', () => {
    const levels = callPatientTabLevels(capabilitiesOf({ kind: 'doctor', privilege: 'DOC-DEA' }));
    expect(levels.prescription).toBe('disabled');
    expect(levels.medicalFiles).toBe('disabled');
    expect(levels.info).toBe('enabled');
  });

  it("shows a clinic account the patient's identity only, as its other pages do", () => {
    const levels = callPatientTabLevels(capabilitiesOf({ kind: 'clinicAdmin', privilege: 'DOC-ALL' }));
    expect(levels).toEqual({
      info: 'enabled',
      medicalProfile: 'hidden',
      prescription: 'hidden',
      medicalFiles: 'hidden',
      report: 'hidden',
      history: 'hidden',
    });
  });
});
