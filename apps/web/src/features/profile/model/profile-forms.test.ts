import { describe, expect, it } from 'vitest';
import type { EditRequest } from '@tabib/contracts/profile-details';
import { canRequestDiplomas, infosFormSchema, infosRequestOf, pendingDiplomasOf, pendingInfosOf } from './profile-forms';

const request = (
  requestSlug: EditRequest['requestSlug'],
  status: EditRequest['status'],
  dataToBeChanged: unknown,
): EditRequest => ({
  _id: `${requestSlug}-${status}`,
  requestSlug,
  status,
  dataToBeChanged,
  note: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  decidedAt: null,
});

describe('profile forms', () => {
  it('asks for diplomas only when the last one is complete', () => {
    expect(canRequestDiplomas([])).toBe(false);
    expect(canRequestDiplomas(undefined)).toBe(false);
    expect(
      canRequestDiplomas([
        { title: 'MD', institute: 'Alger', graduationDay: '2010-06' },
        { title: 'DU', institute: ' ', graduationDay: '2012-01' },
      ]),
    ).toBe(false);
    expect(
      canRequestDiplomas([
        { title: '', institute: '', graduationDay: undefined },
        { title: 'DU', institute: 'Oran', graduationDay: '2012-01' },
      ]),
    ).toBe(true);
    expect(canRequestDiplomas([{ title: 'DU', institute: 'Oran' }])).toBe(false);
  });

  it('nests the flat form address into the infos request, phone in E.164', () => {
    const form = {
      firstName: 'A',
      lastName: 'B',
      phone: '0661 22 33 44',
      email: 'A@B.dz',
      gender: 'MALE',
      speciality: '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b',
      address1: 'x',
      state: '31',
      city: '3101',
    } as const;
    expect(infosFormSchema.safeParse(form).success).toBe(true);
    expect(infosFormSchema.safeParse({ ...form, city: '' }).error?.issues[0]?.path).toEqual(['city']);
    expect(infosRequestOf(form)).toEqual({
      requestSlug: 'infos',
      dataToBeChanged: {
        firstName: 'A',
        lastName: 'B',
        phone: '0661 22 33 44',
        email: 'A@B.dz',
        gender: 'MALE',
        speciality: '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b',
        address: { address1: 'x', state: '31', city: '3101' },
      },
    });
  });

  it('reads the pending values of the latest requests only', () => {
    const requests = [
      request('infos', 'pending', { firstName: 'New', address: { address1: 'y', state: '16', city: '1601' } }),
      request('diplomas', 'rejected', [{ title: 'Old', institute: 'x', graduationDay: '2000-01' }]),
    ];
    expect(pendingInfosOf(requests)).toEqual({ firstName: 'New', address1: 'y', state: '16', city: '1601' });
    expect(pendingDiplomasOf(requests)).toBeNull();
    expect(pendingInfosOf([])).toBeNull();
  });
});
