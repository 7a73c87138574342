import type { Locale } from '@tabib/contracts/locales';
import { joinCallPagePath } from '@tabib/contracts/teleconsultation';
import type { ShortLinksService } from '../short-links/short-links.service';
import type { TeleconsultationService } from './teleconsultation.service';

/**
 * The patient's link to a visio appointment's call, as the notices carry it: a short link
 * (`/rendez-vous/{id}`, short enough for an SMS) to the join page `/visio/{token}?lang=`, ending
 * with the token (the end of the appointment's day).
 */
export function createJoinLinks({
  teleconsultation,
  shortLinks,
}: {
  teleconsultation: Pick<TeleconsultationService, 'patientJoin'>;
  shortLinks: Pick<ShortLinksService, 'create' | 'urlOf'>;
}) {
  return {
    async urlFor(appointmentId: string, startAt: Date, locale: Locale) {
      const { token, expiresAt } = await teleconsultation.patientJoin(appointmentId, startAt);
      const id = await shortLinks.create({ target: `${joinCallPagePath(token)}?lang=${locale}`, expiresAt, appointmentId });
      return shortLinks.urlOf(id);
    },
  };
}

export type JoinLinks = ReturnType<typeof createJoinLinks>;
