import type { Locale } from '@tabib/contracts/locales';
import type { EmailMessage } from '../mailer';

export type AppointmentChange = 'booked' | 'moved' | 'cancelled';

interface Texts {
  subject: Record<AppointmentChange, string>;
  greeting: string;
  body: (change: AppointmentChange, when: string, by: string | null) => string;
  settings: string;
}

const texts: Record<Locale, Texts> = {
  fr: {
    subject: { booked: 'Nouveau rendez-vous', moved: 'Rendez-vous modifié', cancelled: 'Rendez-vous annulé' },
    greeting: 'Bonjour',
    body: (change, when, by) =>
      `Le rendez-vous du ${when} a été ${{ booked: 'pris', moved: 'modifié', cancelled: 'annulé' }[change]}${by ? ` par ${by}` : ''}.`,
    settings: 'Vous pouvez désactiver ces e-mails dans Paramètres > Préférences.',
  },
  en: {
    subject: { booked: 'New appointment', moved: 'Appointment changed', cancelled: 'Appointment cancelled' },
    greeting: 'Hello',
    body: (change, when, by) =>
      `The appointment on ${when} was ${{ booked: 'booked', moved: 'changed', cancelled: 'cancelled' }[change]}${by ? ` by ${by}` : ''}.`,
    settings: 'You can turn these e-mails off in Settings > Preferences.',
  },
  ar: {
    subject: { booked: 'موعد جديد', moved: 'تم تعديل موعد', cancelled: 'تم إلغاء موعد' },
    greeting: 'مرحبا',
    body: (change, when, by) =>
      `${{ booked: 'تم حجز', moved: 'تم تعديل', cancelled: 'تم إلغاء' }[change]} موعد يوم ${when}${by ? ` من طرف ${by}` : ''}.`,
    settings: 'يمكنك إيقاف هذه الرسائل من الإعدادات > التفضيلات.',
  },
};

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The 'appointmentsByOthers' notice; `when` is already DD/MM/YYYY HH:mm on the practice clock.
 * No patient name: an e-mail leaves our hands, the calendar shows who it is.
 */
export function appointmentByOthersEmail(input: {
  to: string;
  doctorName: string;
  change: AppointmentChange;
  when: string;
  byName: string | null;
  locale: Locale;
}): EmailMessage {
  const t = texts[input.locale];
  const body = t.body(input.change, input.when, input.byName);
  return {
    to: input.to,
    subject: t.subject[input.change],
    template: 'appointment-by-others',
    locale: input.locale,
    text: `${t.greeting} ${input.doctorName},\n\n${body}\n\n${t.settings}\n`,
    html:
      `<div dir="${input.locale === 'ar' ? 'rtl' : 'ltr'}" lang="${input.locale}"><p>${t.greeting} ${escapeHtml(input.doctorName)},</p>` +
      `<p>${escapeHtml(body)}</p><p>${t.settings}</p></div>`,
  };
}
