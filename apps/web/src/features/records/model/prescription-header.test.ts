import { describe, expect, it } from 'vitest';
import { profileOf } from '../../../test/profile-factory';
import { appointmentOf } from '../../../test/appointment-factory';
import { ageInYears, patientNameOf, prescriptionHeaderOf } from './prescription-header';

describe('prescription header', () => {
  it("is the doctor's own name for a doctor", () => {
    const header = prescriptionHeaderOf(
      profileOf('doctor', { firstName: 'Amine', lastName: 'Benali', email: 'doctor@tabib.test' }),
      'fr',
    );
    expect(header).toMatchObject({ doctor: { title: 'Dr', firstName: 'Amine', lastName: 'Benali' }, email: 'doctor@tabib.test' });
  });

  it("is the employer's name and speciality for an assistant, never the assistant's", () => {
    const speciality = { _id: 's1', title: { fr: 'Pédiatrie', en: 'Pediatrics', ar: 'طب الأطفال' } };
    const profile = profileOf('assistant', {
      firstName: 'Yacine',
      lastName: 'Cherif',
      practiceDoctor: {
        _id: 'd1',
        title: 'Dr',
        firstName: 'Amine',
        lastName: 'Benali',
        email: 'doctor@tabib.test',
        specialities: [speciality],
      },
    });
    expect(prescriptionHeaderOf(profile, 'fr')).toMatchObject({
      doctor: { firstName: 'Amine', lastName: 'Benali' },
      speciality: 'Pédiatrie',
      email: 'doctor@tabib.test',
    });
  });

  it("is a clinic doctor's own name and speciality, with the clinic's name and the office, in Arabic", () => {
    const speciality = { _id: 's1', title: { fr: 'Cardiologie', en: 'Cardiology', ar: 'أمراض القلب' } };
    const self = {
      _id: 'd2',
      title: 'Dr',
      firstName: 'Leila',
      lastName: 'Saadi',
      email: 'leila@tabib.test',
      specialities: [speciality],
    };
    const profile = profileOf('clinicDoctor', {
      ...self,
      practiceDoctor: self,
      clinicObject: {
        _id: 'c',
        name: 'Clinique El Amel',
        doctors: [],
        users: [],
        specialities: [speciality],
        gallery: [],
        bg_header: null,
      },
      offices: [
        {
          doctorId: 'd2',
          address: {
            address1: 'شارع العربي بن مهيدي',
            state: { _id: '16', name: { fr: 'Alger', en: 'Algiers', ar: 'الجزائر' } },
            city: { _id: '1601', name: { fr: 'Alger Centre', en: 'Alger Centre', ar: 'الجزائر الوسطى' } },
          },
          phone: '+213770123456',
        },
      ],
    });
    expect(prescriptionHeaderOf(profile, 'ar')).toEqual({
      doctor: { title: 'Dr', firstName: 'Leila', lastName: 'Saadi' },
      speciality: 'أمراض القلب',
      practiceName: 'Clinique El Amel',
      address: ['شارع العربي بن مهيدي', 'الجزائر الوسطى', 'الجزائر'],
      phone: '+213770123456',
      email: 'leila@tabib.test',
    });
  });

  it('counts full years from either birthday spelling', () => {
    const today = new Date('2026-06-15T12:00:00Z');
    expect(ageInYears('1990-06-16', today)).toBe(35);
    expect(ageInYears('15/06/1990', today)).toBe(36);
    expect(ageInYears(null, today)).toBeNull();
    expect(ageInYears('n/a', today)).toBeNull();
  });

  it("names a family member's prescription for the member, beside the holder whose record keeps it", () => {
    const holderOf = ({ member, holder }: { member: string; holder: string }) => `${member} (holder: ${holder})`;
    const child = { _id: 'f1', firstName: 'Yacine', lastName: 'Belkacem', relation: 'child' as const };
    expect(patientNameOf(appointmentOf({ familyMember: child }), holderOf)).toBe('Yacine Belkacem (holder: Yasmine Belkacem)');
    expect(patientNameOf(appointmentOf(), holderOf)).toBe('Yasmine Belkacem');
  });
});
