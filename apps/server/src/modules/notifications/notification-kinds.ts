import { dinarsInText } from '@tabib/contracts/money';
import type { LocalizedText } from '@tabib/contracts/consultation-reasons';
import type { ReasonVerdict } from '@tabib/contracts/live-events';
import { locales, type Locale } from '@tabib/contracts/locales';
import type { NotificationCategory, NotificationKind } from '@tabib/contracts/notifications';
import { practiceTime } from '../../lib/practice-time';

/** An appointment as its notifications name it: who and when, nothing medical. */
export interface AppointmentParams {
  patientName: string;
  /** ISO instant; shown on the practice's clock (DD/MM/YYYY, HH:mm). */
  start: string;
}

/** A booking or cancellation on one doctor of a clinic, as the clinic's other accounts hear of it. */
export interface ClinicNoticeParams extends AppointmentParams {
  doctor: { title: string; firstName: string; lastName: string };
}

// The default title 'Dr' reads 'د.' in Arabic, as the web writes it (lib/doctor-name.ts); another is the doctor's own.
const doctorNameIn = ({ title, firstName, lastName }: ClinicNoticeParams['doctor'], locale: Locale) => {
  const shownTitle = locale === 'ar' && /^dr\.?$/i.test(title.trim()) ? 'د.' : title.trim();
  return [shownTitle, firstName, lastName].filter((part) => part).join(' ');
};

/** What each kind's texts are made from. */
export interface NotificationParams {
  patient_booked: AppointmentParams;
  patient_cancel_appointment_at_doctor_calendar: AppointmentParams;
  /** `actorName`: who in the practice cancelled (null when unknown). */
  doctor_cancel_appointment_for_patient: AppointmentParams & { actorName: string | null };
  consultation_reason_verdict: { reasonTitle: LocalizedText; verdict: ReasonVerdict };
  edit_request_verdict: { requestSlug: 'infos' | 'diplomas'; verdict: 'approved' | 'rejected' };
  /** A payment an assistant acting as doctor took, for the doctor to confirm (issue 22, point 7). */
  payment: { amountCentimes: number; recordedBy: string; patientName: string };
  /** The operator checked (or refused) the receipt of a subscription instalment. */
  subscription_payment_verdict: { verdict: 'confirmed' | 'rejected'; months: number; amountCentimes: number };
  clinic_doctor_booked: ClinicNoticeParams;
  clinic_doctor_canceled: ClinicNoticeParams;
}

interface KindEntry<Params> {
  category: NotificationCategory;
  /** The web's icon name (notification-icon.tsx). */
  icon: string;
  title(params: Params, locale: Locale): string;
  message(params: Params, locale: Locale): string;
}

const day = (start: string) => practiceTime(start).format('DD/MM/YYYY');
const time = (start: string) => practiceTime(start).format('HH:mm');

const text = (fr: string, en: string, ar: string) => (locale: Locale) => ({ fr, en, ar })[locale];

/**
 * Every notification kind: its category, icon and texts in fr/en/ar. Adding a kind is one entry
 * here (and its name in contracts' notificationKinds). No health data: a patient's name, a
 * date and a time at most.
 */
export const notificationKindTable: { [Kind in NotificationKind]: KindEntry<NotificationParams[Kind]> } = {
  patient_booked: {
    category: 'appointment',
    icon: 'calendar-add',
    title: (_, locale) => text('Nouveau rendez-vous en ligne', 'New online booking', 'حجز جديد عبر الإنترنت')(locale),
    message: ({ patientName, start }, locale) =>
      ({
        fr: `${patientName} a pris rendez-vous le ${day(start)} à ${time(start)}.`,
        en: `${patientName} booked an appointment on ${day(start)} at ${time(start)}.`,
        ar: `حجز ${patientName} موعدًا يوم ${day(start)} على الساعة ${time(start)}.`,
      })[locale],
  },
  patient_cancel_appointment_at_doctor_calendar: {
    category: 'appointment',
    icon: 'calendar-cancel',
    title: (_, locale) =>
      text('Rendez-vous annulé par le patient', 'Appointment cancelled by the patient', 'ألغى المريض موعده')(locale),
    message: ({ patientName, start }, locale) =>
      ({
        fr: `${patientName} a annulé son rendez-vous du ${day(start)} à ${time(start)}.`,
        en: `${patientName} cancelled the appointment of ${day(start)} at ${time(start)}.`,
        ar: `ألغى ${patientName} موعده المقرر يوم ${day(start)} على الساعة ${time(start)}.`,
      })[locale],
  },
  doctor_cancel_appointment_for_patient: {
    category: 'appointment',
    icon: 'calendar-cancel',
    title: (_, locale) =>
      text('Rendez-vous annulé par le cabinet', 'Appointment cancelled by the practice', 'ألغت العيادة موعدًا')(locale),
    message: ({ patientName, start, actorName }, locale) =>
      actorName
        ? {
            fr: `${actorName} a annulé le rendez-vous de ${patientName} du ${day(start)} à ${time(start)}.`,
            en: `${actorName} cancelled ${patientName}'s appointment of ${day(start)} at ${time(start)}.`,
            ar: `ألغى ${actorName} موعد ${patientName} المقرر يوم ${day(start)} على الساعة ${time(start)}.`,
          }[locale]
        : {
            fr: `Le rendez-vous de ${patientName} du ${day(start)} à ${time(start)} a été annulé.`,
            en: `${patientName}'s appointment of ${day(start)} at ${time(start)} was cancelled.`,
            ar: `أُلغي موعد ${patientName} المقرر يوم ${day(start)} على الساعة ${time(start)}.`,
          }[locale],
  },
  consultation_reason_verdict: {
    category: 'other',
    icon: 'reason-verdict',
    title: ({ verdict }, locale) =>
      verdict === 'validated'
        ? text('Motif de consultation validé', 'Consultation reason validated', 'تم قبول سبب الاستشارة')(locale)
        : text('Motif de consultation refusé', 'Consultation reason rejected', 'تم رفض سبب الاستشارة')(locale),
    message: ({ reasonTitle, verdict }, locale) => {
      const title = reasonTitle[locale] || reasonTitle.fr;
      return verdict === 'validated'
        ? {
            fr: `Le motif « ${title} » est validé : il peut être réservé.`,
            en: `The reason "${title}" is validated: it can be booked.`,
            ar: `تم قبول السبب «${title}»: يمكن الحجز به الآن.`,
          }[locale]
        : {
            fr: `Le motif « ${title} » a été refusé.`,
            en: `The reason "${title}" was rejected.`,
            ar: `تم رفض السبب «${title}».`,
          }[locale];
    },
  },
  edit_request_verdict: {
    category: 'other',
    icon: 'profile-edit',
    title: ({ verdict }, locale) =>
      verdict === 'approved'
        ? text('Demande de modification acceptée', 'Edit request approved', 'تم قبول طلب التعديل')(locale)
        : text('Demande de modification refusée', 'Edit request rejected', 'تم رفض طلب التعديل')(locale),
    message: ({ requestSlug, verdict }, locale) => {
      const what = {
        infos: { fr: 'de vos informations', en: 'of your details', ar: 'معلوماتك' },
        diplomas: { fr: 'de vos diplômes', en: 'of your diplomas', ar: 'شهاداتك' },
      }[requestSlug];
      return verdict === 'approved'
        ? {
            fr: `Votre demande de modification ${what.fr} a été acceptée.`,
            en: `Your edit request ${what.en} was approved.`,
            ar: `تم قبول طلب تعديل ${what.ar}.`,
          }[locale]
        : {
            fr: `Votre demande de modification ${what.fr} a été refusée.`,
            en: `Your edit request ${what.en} was rejected.`,
            ar: `تم رفض طلب تعديل ${what.ar}.`,
          }[locale];
    },
  },
  payment: {
    category: 'payment',
    icon: 'payment',
    title: (_, locale) => text('Paiement à confirmer', 'Payment to confirm', 'دفعة للتأكيد')(locale),
    // The same text once confirmed: the notification's display_status says which it is.
    message: ({ amountCentimes, recordedBy, patientName }, locale) => {
      const amount = dinarsInText(amountCentimes, locale);
      return {
        fr: `${recordedBy} a encaissé ${amount} de ${patientName}.`,
        en: `${recordedBy} took a payment of ${amount} from ${patientName}.`,
        ar: `استلم ${recordedBy} دفعة بمبلغ ${amount} من ${patientName}.`,
      }[locale];
    },
  },
  subscription_payment_verdict: {
    category: 'payment',
    icon: 'payment',
    title: ({ verdict }, locale) =>
      verdict === 'confirmed'
        ? text('Paiement de l’abonnement confirmé', 'Subscription payment confirmed', 'تم تأكيد دفع الاشتراك')(locale)
        : text('Paiement de l’abonnement refusé', 'Subscription payment refused', 'تم رفض دفع الاشتراك')(locale),
    message: ({ verdict, months, amountCentimes }, locale) => {
      const amount = dinarsInText(amountCentimes, locale);
      return verdict === 'confirmed'
        ? {
            fr: `Votre paiement de ${amount} (${months} mois) est confirmé.`,
            en: `Your payment of ${amount} (${months} months) is confirmed.`,
            ar: `تم تأكيد دفعتك بمبلغ ${amount} (${months} أشهر).`,
          }[locale]
        : {
            fr: `Votre paiement de ${amount} (${months} mois) n’a pas pu être confirmé : refaites la demande.`,
            en: `Your payment of ${amount} (${months} months) could not be confirmed: please request it again.`,
            ar: `تعذر تأكيد دفعتك بمبلغ ${amount} (${months} أشهر): يرجى إعادة الطلب.`,
          }[locale];
    },
  },
  clinic_doctor_booked: {
    category: 'appointment',
    icon: 'calendar-add',
    title: ({ doctor }, locale) =>
      ({
        fr: `Nouveau rendez-vous : ${doctorNameIn(doctor, locale)}`,
        en: `New appointment: ${doctorNameIn(doctor, locale)}`,
        ar: `موعد جديد: ${doctorNameIn(doctor, locale)}`,
      })[locale],
    message: ({ patientName, start }, locale) =>
      ({
        fr: `${patientName}, le ${day(start)} à ${time(start)}.`,
        en: `${patientName}, on ${day(start)} at ${time(start)}.`,
        ar: `${patientName}، يوم ${day(start)} على الساعة ${time(start)}.`,
      })[locale],
  },
  clinic_doctor_canceled: {
    category: 'appointment',
    icon: 'calendar-cancel',
    title: ({ doctor }, locale) =>
      ({
        fr: `Rendez-vous annulé : ${doctorNameIn(doctor, locale)}`,
        en: `Appointment cancelled: ${doctorNameIn(doctor, locale)}`,
        ar: `موعد ملغى: ${doctorNameIn(doctor, locale)}`,
      })[locale],
    message: ({ patientName, start }, locale) =>
      ({
        fr: `${patientName}, le ${day(start)} à ${time(start)}.`,
        en: `${patientName}, on ${day(start)} at ${time(start)}.`,
        ar: `${patientName}، يوم ${day(start)} على الساعة ${time(start)}.`,
      })[locale],
  },
};

export interface RenderedNotification {
  category: NotificationCategory;
  kind: NotificationKind;
  icon: string;
  title: Record<Locale, string>;
  message: Record<Locale, string>;
}

/** A kind's texts in every language, as they are stored. */
export function renderNotification<Kind extends NotificationKind>(
  kind: Kind,
  params: NotificationParams[Kind],
): RenderedNotification {
  const entry = notificationKindTable[kind] as KindEntry<NotificationParams[Kind]>;
  const inEvery = (render: (params: NotificationParams[Kind], locale: Locale) => string) =>
    Object.fromEntries(locales.map((locale) => [locale, render(params, locale)])) as Record<Locale, string>;
  return { category: entry.category, kind, icon: entry.icon, title: inEvery(entry.title), message: inEvery(entry.message) };
}
