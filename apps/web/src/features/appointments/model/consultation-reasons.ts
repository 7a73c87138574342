import { z } from 'zod';
import { consultationReasonSchema, isBookable, type ConsultationReason } from '@tabib/contracts/consultation-reasons';
import type { Locale } from '@tabib/contracts/locales';
import type { UserProfile } from '@tabib/contracts/user';

const groupSchema = z.object({ doctorId: z.string(), reasons: z.array(z.unknown()) });

function byOrder(a: ConsultationReason, b: ConsultationReason): number {
  return a.order - b.order;
}

/** The reasons of a profile list (typed unknown[] in the profile contract); malformed entries are skipped. */
export function reasonsOf(list: readonly unknown[]): ConsultationReason[] {
  return list
    .map((entry) => consultationReasonSchema.safeParse(entry))
    .flatMap((result) => (result.success ? [result.data] : []))
    .sort(byOrder);
}

/** The reasons of the doctor the user acts for: the clinic doctor's (grouped list) or the user's own. */
export function actingReasonsOf(profile: UserProfile, clinicDoctorId: string | null): ConsultationReason[] {
  if (!profile.isClinic) return reasonsOf(profile.consultationReasons);
  if (!clinicDoctorId) return [];
  for (const entry of profile.consultationReasonsGrouped) {
    const group = groupSchema.safeParse(entry);
    if (group.success && group.data.doctorId === clinicDoctorId) return reasonsOf(group.data.reasons);
  }
  return [];
}

export function bookableReasonsOf(reasons: readonly ConsultationReason[]): ConsultationReason[] {
  return reasons.filter(isBookable);
}

export interface ReasonOption {
  reason: ConsultationReason;
  disabled: boolean;
}

/** The form's choices: the bookable reasons, plus the selected one when it is no longer bookable (shown disabled). */
export function reasonOptionsOf(reasons: readonly ConsultationReason[], selected: ConsultationReason | null): ReasonOption[] {
  const options = bookableReasonsOf(reasons).map((reason) => ({ reason, disabled: false }));
  if (selected && !options.some((option) => option.reason._id === selected._id))
    options.push({ reason: selected, disabled: true });
  return options;
}

export function reasonTitle(reason: Pick<ConsultationReason, 'title'>, locale: Locale): string {
  return reason.title[locale] || reason.title.fr;
}
