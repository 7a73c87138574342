import type { AppointmentType } from '@tabib/contracts/appointments';
import type { Locale } from '@tabib/contracts/locales';
import type { PatientNoticeKind } from '@tabib/contracts/patient-notices';
import { practiceTime } from '../../lib/practice-time';

export interface PlaceName {
  fr: string;
  en: string;
  ar: string;
}

/**
 * Everything a notice may say: the doctor's title and name, the date and time on the practice's
 * clock, the office's address, the cancel link and a teleconsultation's join link. Nothing about
 * the patient's health (no reason:
 * an SMS is read on a lock screen, an e-mail subject in any inbox).
 */
export interface NoticeFacts {
  doctor: { title: string; firstName: string; lastName: string };
  /**
   * A family member's visit: their first name, so that the holder, who gets every notice, tells
   * their children's visits apart. No last name nor relation: the holder knows who it is, the
   * lock screen needs not.
   */
  memberFirstName: string | null;
  startAt: Date;
  type: AppointmentType;
  office: { address1: string | null; city: PlaceName | null; state: PlaceName | null };
  /** Confirmation, move and reminders: the patient's signed cancel link. */
  cancelUrl: string | null;
  /** A teleconsultation's notices but the cancellation: the short link to the patient's join page. */
  joinUrl: string | null;
}

interface When {
  doctor: string;
  date: string;
  time: string;
}

interface LocaleTexts {
  subject: Record<PatientNoticeKind, (when: When) => string>;
  opening: Record<PatientNoticeKind, (when: When) => string>;
  /** The opening of a family member's visit, naming them. */
  memberOpening: Record<PatientNoticeKind, (when: When, member: string) => string>;
  address: (address: string) => string;
  teleconsultation: string;
  join: (url: string) => string;
  cancel: (url: string) => string;
  greeting: string;
}

/** French elides "de" before a vowel: "le rendez-vous d'Amine", "de Yacine". */
const ofFr = (name: string) => (/^[aeiouâàéèêîïôû]/i.test(name) ? `d'${name}` : `de ${name}`);

const texts: Record<Locale, LocaleTexts> = {
  fr: {
    subject: {
      confirmation: ({ date, time }) => `Rendez-vous confirmé le ${date} à ${time}`,
      reminder: ({ date, time }) => `Rappel de votre rendez-vous du ${date} à ${time}`,
      cancellation: ({ date, time }) => `Rendez-vous du ${date} à ${time} annulé`,
      moved: ({ date, time }) => `Rendez-vous déplacé au ${date} à ${time}`,
      call_now: ({ date, time }) => `Votre téléconsultation du ${date} à ${time} commence`,
    },
    opening: {
      confirmation: ({ doctor, date, time }) => `Votre rendez-vous avec ${doctor} est confirmé le ${date} à ${time}.`,
      reminder: ({ doctor, date, time }) => `Rappel : rendez-vous avec ${doctor} le ${date} à ${time}.`,
      cancellation: ({ doctor, date, time }) => `Votre rendez-vous avec ${doctor} du ${date} à ${time} est annulé.`,
      moved: ({ doctor, date, time }) => `Votre rendez-vous avec ${doctor} est déplacé au ${date} à ${time}.`,
      call_now: ({ doctor }) => `${doctor} vous attend pour votre téléconsultation.`,
    },
    memberOpening: {
      confirmation: ({ doctor, date, time }, member) =>
        `Le rendez-vous ${ofFr(member)} avec ${doctor} est confirmé le ${date} à ${time}.`,
      reminder: ({ doctor, date, time }, member) => `Rappel : rendez-vous ${ofFr(member)} avec ${doctor} le ${date} à ${time}.`,
      cancellation: ({ doctor, date, time }, member) =>
        `Le rendez-vous ${ofFr(member)} avec ${doctor} du ${date} à ${time} est annulé.`,
      moved: ({ doctor, date, time }, member) =>
        `Le rendez-vous ${ofFr(member)} avec ${doctor} est déplacé au ${date} à ${time}.`,
      call_now: ({ doctor }, member) => `${doctor} vous attend pour la téléconsultation ${ofFr(member)}.`,
    },
    address: (address) => `Adresse : ${address}.`,
    teleconsultation: 'En téléconsultation.',
    join: (url) => `Pour rejoindre la téléconsultation : ${url}`,
    cancel: (url) => `Pour annuler : ${url}`,
    greeting: 'Bonjour,',
  },
  en: {
    subject: {
      confirmation: ({ date, time }) => `Appointment confirmed for ${date} at ${time}`,
      reminder: ({ date, time }) => `Reminder of your appointment on ${date} at ${time}`,
      cancellation: ({ date, time }) => `Appointment on ${date} at ${time} cancelled`,
      moved: ({ date, time }) => `Appointment moved to ${date} at ${time}`,
      call_now: ({ date, time }) => `Your teleconsultation of ${date} at ${time} is starting`,
    },
    opening: {
      confirmation: ({ doctor, date, time }) => `Your appointment with ${doctor} is confirmed for ${date} at ${time}.`,
      reminder: ({ doctor, date, time }) => `Reminder: appointment with ${doctor} on ${date} at ${time}.`,
      cancellation: ({ doctor, date, time }) => `Your appointment with ${doctor} on ${date} at ${time} is cancelled.`,
      moved: ({ doctor, date, time }) => `Your appointment with ${doctor} has been moved to ${date} at ${time}.`,
      call_now: ({ doctor }) => `${doctor} is ready for your teleconsultation.`,
    },
    memberOpening: {
      confirmation: ({ doctor, date, time }, member) =>
        `${member}'s appointment with ${doctor} is confirmed for ${date} at ${time}.`,
      reminder: ({ doctor, date, time }, member) => `Reminder: ${member}'s appointment with ${doctor} on ${date} at ${time}.`,
      cancellation: ({ doctor, date, time }, member) =>
        `${member}'s appointment with ${doctor} on ${date} at ${time} is cancelled.`,
      moved: ({ doctor, date, time }, member) => `${member}'s appointment with ${doctor} has been moved to ${date} at ${time}.`,
      call_now: ({ doctor }, member) => `${doctor} is ready for ${member}'s teleconsultation.`,
    },
    address: (address) => `Address: ${address}.`,
    teleconsultation: 'By teleconsultation.',
    join: (url) => `To join the teleconsultation: ${url}`,
    cancel: (url) => `To cancel: ${url}`,
    greeting: 'Hello,',
  },
  ar: {
    subject: {
      confirmation: ({ date, time }) => `تأكيد موعدك يوم ${date} على الساعة ${time}`,
      reminder: ({ date, time }) => `تذكير بموعدك يوم ${date} على الساعة ${time}`,
      cancellation: ({ date, time }) => `إلغاء موعدك يوم ${date} على الساعة ${time}`,
      moved: ({ date, time }) => `تغيير موعدك إلى يوم ${date} على الساعة ${time}`,
      call_now: ({ date, time }) => `استشارتك عن بعد ليوم ${date} على الساعة ${time} تبدأ الآن`,
    },
    opening: {
      confirmation: ({ doctor, date, time }) => `تم تأكيد موعدك مع ${doctor} يوم ${date} على الساعة ${time}.`,
      reminder: ({ doctor, date, time }) => `تذكير: موعدك مع ${doctor} يوم ${date} على الساعة ${time}.`,
      cancellation: ({ doctor, date, time }) => `تم إلغاء موعدك مع ${doctor} يوم ${date} على الساعة ${time}.`,
      moved: ({ doctor, date, time }) => `تم تغيير موعدك مع ${doctor} إلى يوم ${date} على الساعة ${time}.`,
      call_now: ({ doctor }) => `${doctor} في انتظارك لاستشارتك عن بعد.`,
    },
    memberOpening: {
      confirmation: ({ doctor, date, time }, member) => `تم تأكيد موعد ${member} مع ${doctor} يوم ${date} على الساعة ${time}.`,
      reminder: ({ doctor, date, time }, member) => `تذكير: موعد ${member} مع ${doctor} يوم ${date} على الساعة ${time}.`,
      cancellation: ({ doctor, date, time }, member) => `تم إلغاء موعد ${member} مع ${doctor} يوم ${date} على الساعة ${time}.`,
      moved: ({ doctor, date, time }, member) => `تم تغيير موعد ${member} مع ${doctor} إلى يوم ${date} على الساعة ${time}.`,
      call_now: ({ doctor }, member) => `${doctor} في انتظار ${member} للاستشارة عن بعد.`,
    },
    address: (address) => `العنوان: ${address}.`,
    teleconsultation: 'استشارة عن بعد.',
    join: (url) => `للانضمام إلى الاستشارة عن بعد: ${url}`,
    cancel: (url) => `للإلغاء: ${url}`,
    greeting: 'مرحبا،',
  },
};

const spaced = (...parts: (string | null | undefined)[]) =>
  parts
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');

export interface RenderedNotice {
  /** For an e-mail; dates and the doctor only. */
  subject: string;
  /** The SMS, on one line. */
  sms: string;
  /** The e-mail's text, a paragraph per line. */
  emailText: string;
}

export function renderNotice(kind: PatientNoticeKind, locale: Locale, facts: NoticeFacts): RenderedNotice {
  const t = texts[locale];
  const start = practiceTime(facts.startAt);
  const when: When = {
    doctor: spaced(facts.doctor.title, facts.doctor.firstName, facts.doctor.lastName),
    date: start.format('DD/MM/YYYY'),
    time: start.format('HH:mm'),
  };
  const { address1, city, state } = facts.office;
  const address = [address1?.trim(), city?.[locale], state?.[locale]].filter(Boolean).join(', ');
  // A teleconsultation's join line says it is one: no second line for that (an SMS stays short).
  const join = kind !== 'cancellation' && facts.type === 'visio' && facts.joinUrl ? t.join(facts.joinUrl) : null;
  const place =
    kind === 'cancellation' || kind === 'call_now' || join
      ? null
      : facts.type === 'visio'
        ? t.teleconsultation
        : address
          ? t.address(address)
          : null;
  // The doctor calling now: only the way in, nothing to cancel.
  const cancel = kind !== 'cancellation' && kind !== 'call_now' && facts.cancelUrl ? t.cancel(facts.cancelUrl) : null;
  // The join link before the cancel link: it is what the e-mail's first link (its button) should be.
  const member = facts.memberFirstName?.trim();
  const opening = member ? t.memberOpening[kind](when, member) : t.opening[kind](when);
  const lines = [opening, place, join, cancel].filter((line): line is string => Boolean(line));
  return {
    subject: t.subject[kind](when),
    sms: lines.join(' '),
    emailText: [t.greeting, ...lines].join('\n'),
  };
}
