import type { ConsultationReason } from '@tabib/contracts/consultation-reasons';
import type { ConsultationReasonRow } from '../../db/schema/consultation-reasons';

/** The columns a reason's answer shows: what a narrow select (the calendar's) must read. */
export type PresentedReasonRow = Pick<
  ConsultationReasonRow,
  'id' | 'title' | 'duration' | 'priceCentimes' | 'color' | 'isEnabled' | 'isDeleted' | 'isValidated' | 'isRejected' | 'order'
>;

export function presentConsultationReason(row: PresentedReasonRow): ConsultationReason {
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
