import type { ConsultationReason } from '@tabib/contracts/consultation-reasons';
import type { ConsultationReasonRow } from '../../db/schema/consultation-reasons';

export function presentConsultationReason(row: ConsultationReasonRow): ConsultationReason {
  return {
    _id: row.id,
    title: row.title,
    duration: row.duration,
    price: row.priceCentimes,
    color: row.color,
    isEnabled: row.isEnabled,
    isDeleted: row.isDeleted,
    isValidated: row.isValidated,
    isRejected: row.isRejected,
    order: row.order,
  };
}
