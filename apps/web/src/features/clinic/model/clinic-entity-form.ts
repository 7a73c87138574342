import type { ClinicEntity, ClinicEntityType, ClinicUserRole } from '@tabib/contracts/clinic-users';
import type { CreateClinicEntityBody, UpdateClinicEntityBody } from '@tabib/contracts/clinic-users-input';
import { formatPhone } from '../../../lib/phone';

/** The add and edit form's fields, as typed. */
export interface ClinicEntityFormValues {
  email: string;
  title: string;
  firstName: string;
  lastName: string;
  phone: string;
  specialities: string[];
  telemedicineAllowed: boolean;
  role: ClinicUserRole;
}

export const emptyFormValues: ClinicEntityFormValues = {
  email: '',
  title: 'Dr',
  firstName: '',
  lastName: '',
  phone: '',
  specialities: [],
  telemedicineAllowed: false,
  role: 'member',
};

/** An account as its edit form starts. */
export function formValuesOf(entity: ClinicEntity): ClinicEntityFormValues {
  return {
    email: entity.email,
    title: entity.title,
    firstName: entity.firstName,
    lastName: entity.lastName,
    phone: entity.phone ? formatPhone(entity.phone) : '',
    specialities: entity.specialities.map((speciality) => speciality._id),
    telemedicineAllowed: entity.is_allowed_for_telemedicine_calls,
    role: entity.role ?? 'member',
  };
}

/** The add call's body for the type: the other type's fields are left out. */
export function createBodyOf(type: ClinicEntityType, values: ClinicEntityFormValues): CreateClinicEntityBody {
  const common = { email: values.email, firstName: values.firstName, lastName: values.lastName, phone: values.phone };
  return type === 'doctor'
    ? {
        type,
        ...common,
        title: values.title,
        specialities: values.specialities,
        telemedicineAllowed: values.telemedicineAllowed,
      }
    : { type, ...common, role: values.role };
}

const sameList = (a: string[], b: string[]) => a.length === b.length && [...a].sort().join() === [...b].sort().join();

/** The edit call's body: only the fields that differ from the account's (the e-mail address never changes). */
export function updateBodyOf(entity: ClinicEntity, values: ClinicEntityFormValues): UpdateClinicEntityBody {
  const before = formValuesOf(entity);
  const changed = <Field extends keyof ClinicEntityFormValues>(field: Field) =>
    field === 'specialities'
      ? !sameList(before.specialities, values.specialities)
      : typeof values[field] === 'string'
        ? (values[field] as string).trim() !== (before[field] as string).trim()
        : values[field] !== before[field];
  const pick = <Field extends keyof ClinicEntityFormValues>(fields: Field[]) =>
    Object.fromEntries(fields.filter(changed).map((field) => [field, values[field]])) as Partial<
      Pick<ClinicEntityFormValues, Field>
    >;
  return entity.type === 'doctor'
    ? {
        type: 'doctor',
        userId: entity._id,
        ...pick(['title', 'firstName', 'lastName', 'phone', 'specialities', 'telemedicineAllowed']),
      }
    : { type: 'user', userId: entity._id, ...pick(['firstName', 'lastName', 'phone', 'role']) };
}
