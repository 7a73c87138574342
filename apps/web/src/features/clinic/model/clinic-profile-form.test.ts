import { describe, expect, it } from 'vitest';
import type { ClinicProfile } from '@tabib/contracts/clinic-profile';
import { clinicProfileBodyOf, clinicProfileFormOf, isSending, keysOf, type ImageFile } from './clinic-profile-form';

const clinicId = '0b5f3c1e-8d3a-4c1e-9f00-1a2b3c4d5e6f';
const image = (n: number) => ({
  key: `${clinicId}/00000000-0000-4000-8000-00000000000${n}`,
  url: `/api/v1/clinics/images/${clinicId}/00000000-0000-4000-8000-00000000000${n}`,
});
const saved: ClinicProfile = {
  _id: clinicId,
  name: 'Clinique El Amel',
  description: 'Consultations sur rendez-vous.',
  phones: ['+213661223344', '+21321456789'],
  email: 'contact@elamel.dz',
  gallery: [image(1), image(2)],
  cover: image(3),
};

describe('the clinic profile form', () => {
  it('shows the saved profile: phones grouped, images as stored files', () => {
    const form = clinicProfileFormOf(saved);
    expect(form.phones).toEqual(['066 122 3344', '021 45 67 89']);
    expect(form.gallery.map((file) => [file.uid, file.status, file.url])).toEqual([
      [image(1).key, 'done', image(1).url],
      [image(2).key, 'done', image(2).url],
    ]);
    expect(keysOf(form.cover)).toEqual([image(3).key]);
  });

  it('starts a clinic never saved with one phone to fill and no image', () => {
    const form = clinicProfileFormOf({ ...saved, description: '', phones: [], email: '', gallery: [], cover: null });
    expect(form).toMatchObject({ phones: [''], gallery: [], cover: [] });
    expect(clinicProfileBodyOf(form)).toMatchObject({ gallery: [], cover: '' });
  });

  it('sends the keys of the images stored or fully sent, in order, leaving out failed and unfinished ones', () => {
    const sending: ImageFile = { uid: 'rc-1', name: 'b.png', status: 'uploading', percent: 40 };
    const failed: ImageFile = { uid: 'rc-2', name: 'c.png', status: 'error' };
    const sent: ImageFile = { uid: 'rc-3', name: 'd.png', status: 'done', response: { key: image(4).key } };
    const form = { ...clinicProfileFormOf(saved), gallery: [sent, ...clinicProfileFormOf(saved).gallery, sending, failed] };
    expect(isSending(form.gallery)).toBe(true);
    expect(isSending(form.cover)).toBe(false);
    expect(clinicProfileBodyOf(form)).toEqual({
      name: saved.name,
      description: saved.description,
      phones: ['066 122 3344', '021 45 67 89'],
      email: saved.email,
      gallery: [image(4).key, image(1).key, image(2).key],
      cover: image(3).key,
    });
  });
});
