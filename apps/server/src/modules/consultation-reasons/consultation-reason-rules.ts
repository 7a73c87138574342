import { isBookable } from '@tabib/contracts/consultation-reasons';
import type { ConsultationReasonRow } from '../../db/schema/consultation-reasons';

type Row = Pick<ConsultationReasonRow, 'id' | 'isEnabled' | 'isDeleted' | 'isValidated' | 'isRejected' | 'order'>;

/**
 * Spec 3 section 5, "at least one must stay enabled": a change that takes the last bookable
 * reason (enabled, validated, not deleted) away is refused. A doctor with none to begin with
 * (only reasons waiting for validation) is not blocked by it.
 */
export function removesLastBookable(
  live: readonly Row[],
  reasonId: string,
  after: Pick<Row, 'isEnabled' | 'isDeleted' | 'isValidated'>,
): boolean {
  const target = live.find((row) => row.id === reasonId);
  if (!target || !isBookable(target) || isBookable(after)) return false;
  return !live.some((row) => row.id !== reasonId && isBookable(row));
}

/**
 * The new order after a reorder: the listed (validated) reasons first, in the given order, then
 * the other validated ones, then those waiting or rejected, each group keeping its relative order.
 */
export function reorderedIds(live: readonly Row[], ids: readonly string[]): string[] {
  const listed = new Set(ids);
  const rest = [...live].sort((a, b) => a.order - b.order).filter((row) => !listed.has(row.id));
  return [
    ...ids,
    ...rest.filter((row) => row.isValidated).map((row) => row.id),
    ...rest.filter((row) => !row.isValidated).map((row) => row.id),
  ];
}
