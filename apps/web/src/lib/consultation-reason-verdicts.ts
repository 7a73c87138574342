import type { ConsultationReason } from '@tabib/contracts/consultation-reasons';
import { consultationReasonVerdictEventSchema, type ConsultationReasonVerdictEvent } from '@tabib/contracts/live-events';

/** The verdict event of the consultation-reason channel, or null when the payload is not one. */
export function verdictOf(payload: unknown): ConsultationReasonVerdictEvent | null {
  const parsed = consultationReasonVerdictEventSchema.safeParse(payload);
  return parsed.success ? parsed.data : null;
}

/**
 * Spec 3 section 4, as the server applies it: validated sets isValidated; rejected clears it,
 * sets isRejected and moves the reason to the end. Lists without the reason come back as they were.
 */
export function withReasonVerdict<T extends Pick<ConsultationReason, '_id' | 'isValidated' | 'isRejected' | 'order'>>(
  reasons: readonly T[],
  event: Pick<ConsultationReasonVerdictEvent, 'verdict' | 'consultation_reason_id'>,
): T[] {
  const target = reasons.find((reason) => reason._id === event.consultation_reason_id);
  if (!target) return [...reasons];
  if (event.verdict === 'validated') {
    return reasons.map((reason) => (reason === target ? { ...reason, isValidated: true, isRejected: false } : reason));
  }
  const last = Math.max(...reasons.map((reason) => reason.order));
  const rejected = { ...target, isValidated: false, isRejected: true, order: target.order === last ? last : last + 1 };
  return [...reasons.filter((reason) => reason !== target), rejected];
}
