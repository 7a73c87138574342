/**
 * The longest text each kind of request field takes, in characters (UTF-16 code units, as
 * zod's max and an input's maxLength count them). Request schemas and the web forms read
 * this one table; a field with a format (ids, dates, colours) is bounded by its format.
 */
export const textLimits = {
  /** RFC 5321: the longest address a mail path carries. */
  email: 254,
  /** A password typed to sign in or to confirm: above any real one, so a huge body is never hashed. */
  password: 128,
  /** Session and reset tokens are 43 characters (32 bytes, base64url). */
  token: 128,
  /** First and last names of patients, users and doctors. */
  personName: 100,
  /** As typed, with spaces or dashes, before it becomes E.164. */
  phone: 32,
  /** Patient lookup, suggestion and language searches. */
  searchQuery: 100,
  /** DD/MM/YYYY */
  displayDate: 10,
  /** ISO 8601 date-time with offset and milliseconds. */
  dateTime: 40,
  /** Free wilaya and commune names of a patient's address. */
  place: 100,
  /** Wilaya ('16') and commune codes of the reference data. */
  referenceCode: 10,
  officeAddress: 300,
  speciality: 100,
  /** Client-made keys: appointment_ui_id, patient_ui_id, a schedule block's echoed id. */
  clientKey: 64,
  /** A JSON list of ids in a query string (the calendar's reason filter). */
  idListQuery: 8_192,
  reasonTitle: 80,
  actTitle: 200,
  actDescription: 2_000,
  reportTitle: 200,
  reportBody: 20_000,
  biography: 2_000,
  /** The clinic profile (spec 3 section 5: at least clinicProfileTextMin characters). */
  clinicName: 150,
  clinicDescription: 2_000,
  diplomaTitle: 200,
  diplomaInstitute: 200,
  medicalListItem: 150,
  medicine: 200,
  /** A prescription line's dosage. */
  frequency: 200,
  /** A person's name as shown: title, first and last names (a failed offline action's patient or doctor). */
  displayName: 250,
  /** An error code as the web keeps it: why a failed offline action was refused. */
  errorCode: 100,
  /** A failed offline action's request body, as JSON text. */
  rollbackPayload: 16_384,
} as const;
export type TextLimit = keyof typeof textLimits;

/** The message of a text over its limit (forms stop typing at the limit, so this is mostly for other clients). */
export const tooLong = { message: 'validation.tooLong' } as const;
