import { z } from 'zod';
import { idSchema } from './ids';
import { maxAmountCentimes } from './money';
import { parseBirthday } from './patients';
import { textLimits, tooLong } from './text-limits';

export const walletPageSize = 5;

/** Amounts are integer DZD centimes (money.ts); dates are DD/MM/YYYY. */
const amount = (message: string) => z.number({ message }).int({ message }).max(maxAmountCentimes, { message });
const displayDate = z
  .string()
  .max(textLimits.displayDate, { message: 'InvalidDateFormat' })
  .regex(/^\d{2}\/\d{2}\/\d{4}$/, { message: 'InvalidDateFormat' })
  .refine((value) => parseBirthday(value) !== null, { message: 'InvalidDateFormat' });
/** clinic accounts: the clinic doctor the act belongs to */
const clinicDoctor = { clinic_doctor: idSchema.nullish() };

export const paymentItemSchema = z.object({ _id: z.string(), amount: z.number().int(), date: z.string() });
export type PaymentItem = z.infer<typeof paymentItemSchema>;

/** Spec 2 section 3. paid_amount = sum of items; remaining_amount = total_amount - paid_amount. */
export const actSchema = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  total_amount: z.number().int(),
  paid_amount: z.number().int(),
  remaining_amount: z.number().int(),
  items: z.array(paymentItemSchema),
  appointmentId: z.string().nullable(),
  created_at: z.string(),
});
export type Act = z.infer<typeof actSchema>;

const actTitle = z.string({ message: 'titleOfAct' }).trim().min(1, { message: 'titleOfAct' }).max(textLimits.actTitle, tooLong);
const actDescription = z.string().trim().max(textLimits.actDescription, tooLong);

export const createActBodySchema = z.object({
  appointmentId: idSchema.nullish(),
  title: actTitle,
  description: actDescription.default(''),
  total_amount: amount('amountRequired').positive({ message: 'amountRequired' }),
  /** a first payment made with the act; 0 for none */
  amountPaid: amount('amountRequired').min(0, { message: 'amountRequired' }).default(0),
  /** date of that first payment; today when absent */
  date: displayDate.nullish(),
  ...clinicDoctor,
});
export const updateActInformationBodySchema = z.object({
  title: actTitle,
  total_amount: amount('amountRequired').positive({ message: 'amountRequired' }),
  ...clinicDoctor,
});
export const updateActDescriptionBodySchema = z.object({ description: actDescription, ...clinicDoctor });
export const updatePaymentItemBodySchema = z.object({
  subItem_id: idSchema,
  sub_amount: amount('amountRequired').positive({ message: 'amountRequired' }),
  date: displayDate,
  ...clinicDoctor,
});
export const addPaymentItemBodySchema = z.object({
  amount_paid: amount('amountRequired').positive({ message: 'amountRequired' }),
  appointmentId: idSchema.nullish(),
  date: displayDate.nullish(),
  ...clinicDoctor,
});
export const deleteActBodySchema = z.object({ ...clinicDoctor });
export const walletQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(walletPageSize),
  clinic_doctor: idSchema.optional(),
  /** the acts of one appointment (appointment modal, tab 5) */
  appointmentId: idSchema.optional(),
});
export const actParamsSchema = z.object({ patientId: idSchema, actId: idSchema });

export const actResponseSchema = z.object({ success: z.literal(true), act: actSchema });
export const walletResponseSchema = z.object({ success: z.literal(true), wallet: z.array(actSchema), total: z.number().int() });

export const paymentPaths = {
  wallet: '/doctors/patient/:patientId/payment/wallet-get-object',
  createAct: '/doctors/patient/:patientId/payment/wallet-create-act',
  updateActInformation: '/doctors/patient/:patientId/payment/:actId/wallet-update-act-item-information',
  updateActDescription: '/doctors/patient/:patientId/payment/:actId/wallet-update-act-item-description',
  updatePaymentItem: '/doctors/patient/:patientId/payment/:actId/wallet-update-act-subitem-information',
  addPaymentItem: '/doctors/patient/:patientId/payment/:actId/wallet-add-act-subitem',
  deleteAct: '/doctors/patient/:patientId/payment/:actId/wallet-delete-act-item',
} as const;
