import type { Locale } from '@tabib/contracts/locales';
import type { EmailMessage } from '../mailer';

const texts: Record<Locale, { subject: string; body: (doctor: string, when: string) => string; closing: string }> = {
  fr: {
    subject: 'Votre rendez-vous est annulé',
    body: (doctor, when) => `Votre rendez-vous avec ${doctor} du ${when} est annulé.`,
    closing: 'Contactez le cabinet pour en fixer un autre.',
  },
  en: {
    subject: 'Your appointment is cancelled',
    body: (doctor, when) => `Your appointment with ${doctor} on ${when} is cancelled.`,
    closing: 'Please contact the practice to book another one.',
  },
  ar: {
    subject: 'تم إلغاء موعدك',
    body: (doctor, when) => `تم إلغاء موعدك مع ${doctor} يوم ${when}.`,
    closing: 'يرجى الاتصال بالعيادة لتحديد موعد آخر.',
  },
};

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** `when` is already formatted DD/MM/YYYY HH:mm on the practice clock. */
export function appointmentCanceledEmail(input: {
  to: string;
  patientName: string;
  doctorName: string;
  when: string;
  locale: Locale;
}): EmailMessage {
  const t = texts[input.locale];
  const greeting = input.locale === 'ar' ? 'مرحبا' : input.locale === 'en' ? 'Hello' : 'Bonjour';
  const body = t.body(input.doctorName, input.when);
  return {
    to: input.to,
    subject: t.subject,
    template: 'appointment-canceled',
    locale: input.locale,
    text: `${greeting} ${input.patientName},\n\n${body}\n${t.closing}\n`,
    html: `<div dir="${input.locale === 'ar' ? 'rtl' : 'ltr'}" lang="${input.locale}"><p>${greeting} ${escapeHtml(input.patientName)},</p><p>${escapeHtml(body)}</p><p>${t.closing}</p></div>`,
  };
}
