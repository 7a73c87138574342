import { z } from 'zod';
import type { Diploma } from '@tabib/contracts/profile';
import { infosChangeSchema, type EditRequest, type EditRequestBody, type ProfileDetails } from '@tabib/contracts/profile-details';

/** The infos form is flat (errors under each address field); the request nests the address. */
export const infosFormSchema = infosChangeSchema.omit({ address: true }).extend(infosChangeSchema.shape.address.shape);
export type InfosForm = z.input<typeof infosFormSchema>;
export type InfosField = keyof InfosForm;

export function infosFormOf(details: ProfileDetails): InfosForm {
  const { legalInfo } = details;
  const office = legalInfo.offices[0]?.address;
  return {
    firstName: legalInfo.firstName,
    lastName: legalInfo.lastName,
    phone: legalInfo.phone ?? '',
    email: legalInfo.email,
    gender: legalInfo.gender ?? undefined,
    speciality: legalInfo.specialities[0]?._id ?? '',
    address1: office?.address1 ?? '',
    state: office?.state ?? '',
    city: office?.city ?? '',
  } as InfosForm;
}

export function infosRequestOf(form: InfosForm): EditRequestBody {
  const { address1, state, city, ...identity } = form;
  return { requestSlug: 'infos', dataToBeChanged: { ...identity, address: { address1, state, city } } };
}

/** The values of a pending 'infos' request, flattened like the form (null when none is pending). */
export function pendingInfosOf(requests: EditRequest[] | undefined): Partial<Record<InfosField, string>> | null {
  const pending = requests?.find((request) => request.requestSlug === 'infos' && request.status === 'pending');
  if (!pending) return null;
  const data = pending.dataToBeChanged as Record<string, unknown> & { address?: Record<string, string> };
  const { address, ...identity } = data;
  return { ...(identity as Record<string, string>), ...address };
}

export const pendingDiplomasOf = (requests: EditRequest[] | undefined): Diploma[] | null =>
  (requests?.find((request) => request.requestSlug === 'diplomas' && request.status === 'pending')?.dataToBeChanged as
    Diploma[] | undefined) ?? null;

export const emptyDiploma = (): Partial<Diploma> => ({ title: '', institute: '', graduationDay: undefined });

/** Spec 3 section 5: the request button waits for a complete last diploma. */
export function canRequestDiplomas(diplomas: Partial<Diploma>[] | undefined): boolean {
  const last = diplomas?.at(-1);
  return !!last && !!last.title?.trim() && !!last.institute?.trim() && !!last.graduationDay;
}
