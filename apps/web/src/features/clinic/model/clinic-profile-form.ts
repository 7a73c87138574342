import type { UploadFile } from 'antd';
import type { ClinicImage, ClinicProfile, ClinicProfileBody } from '@tabib/contracts/clinic-profile';
import { formatPhone } from '../../../lib/phone';

/**
 * An image of the form as antd's Upload lists it: a stored one (its key as uid), or one being
 * sent, whose `response` is its upload key once sent.
 */
export type ImageFile = UploadFile<{ key: string }>;

export interface ClinicProfileForm {
  name: string;
  description: string;
  phones: string[];
  email: string;
  gallery: ImageFile[];
  cover: ImageFile[];
}

export const storedImageFile = (image: ClinicImage): ImageFile => ({
  uid: image.key,
  name: image.key.split('/')[1] ?? image.key,
  status: 'done',
  url: image.url,
  thumbUrl: image.url,
  response: { key: image.key },
});

/** The saved profile as the form shows it (one empty phone to fill before the first save). */
export function clinicProfileFormOf(profile: ClinicProfile): ClinicProfileForm {
  return {
    name: profile.name,
    description: profile.description,
    phones: profile.phones.length > 0 ? profile.phones.map(formatPhone) : [''],
    email: profile.email,
    gallery: profile.gallery.map(storedImageFile),
    cover: profile.cover ? [storedImageFile(profile.cover)] : [],
  };
}

/** The keys of the images stored or fully sent, in the list's order (failed ones are left out). */
export const keysOf = (files: ImageFile[] | undefined): string[] =>
  (files ?? []).flatMap((file) => (file.status === 'done' && file.response ? [file.response.key] : []));

export const isSending = (files: ImageFile[] | undefined) => (files ?? []).some((file) => file.status === 'uploading');

export function clinicProfileBodyOf(form: ClinicProfileForm): ClinicProfileBody {
  return {
    name: form.name,
    description: form.description,
    phones: form.phones,
    email: form.email,
    gallery: keysOf(form.gallery),
    cover: keysOf(form.cover)[0] ?? '',
  };
}
