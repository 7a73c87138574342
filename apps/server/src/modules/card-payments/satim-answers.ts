import { z } from 'zod';

// SATIM writes the same field as a string in one answer and a number in the next ("0" on success,
// 3 on a refusal; OrderStatus 2 or "2"): read both, keep one type.
const text = z
  .union([z.string(), z.number()])
  .transform(String)
  .nullish()
  .transform((value) => value ?? undefined);
const integer = z
  .union([z.number().int(), z.string().regex(/^-?\d+$/)])
  .transform(Number)
  .nullish()
  .transform((value) => value ?? undefined);

/** register.do: lower camel case `errorCode` (the capitalised form is read too, in case). */
export const registerAnswerSchema = z.looseObject({
  errorCode: text,
  ErrorCode: text,
  errorMessage: text,
  ErrorMessage: text,
  orderId: text,
  formUrl: text,
});

/** acknowledgeTransaction.do: capitalised `ErrorCode`, `OrderStatus`, `OrderNumber`, `Amount`, `Pan`. */
export const acknowledgeAnswerSchema = z.looseObject({
  ErrorCode: text,
  errorCode: text,
  ErrorMessage: text,
  errorMessage: text,
  OrderStatus: integer,
  OrderNumber: text,
  Amount: integer,
  depositAmount: integer,
  approvalCode: text,
  authCode: text,
  actionCode: text,
  actionCodeDescription: text,
  Pan: text,
  params: z
    .looseObject({ respCode: text, respCode_desc: text })
    .nullish()
    .transform((value) => value ?? undefined),
});

export type AcknowledgeAnswer = z.infer<typeof acknowledgeAnswerSchema>;
