import type { Locale } from '@tabib/contracts/locales';
import { formatDinars } from '@tabib/contracts/money';
import { practiceTime } from '../../lib/practice-time';
import type { EmailMessage } from '../mail/mailer';

const texts: Record<Locale, { subject: string; body: string; link: string; attached: string }> = {
  fr: {
    subject: 'Votre reçu de paiement Tabib',
    body: 'Votre paiement par carte de {amount} du {time} (commande {order}) a été accepté.',
    link: 'Votre reçu, à consulter et imprimer :',
    attached: 'Le reçu est joint en PDF.',
  },
  en: {
    subject: 'Your Tabib payment receipt',
    body: 'Your card payment of {amount} on {time} (order {order}) was accepted.',
    link: 'Your receipt, to read and print:',
    attached: 'The receipt is attached as a PDF.',
  },
  ar: {
    subject: 'إيصال دفعك على طبيب',
    body: 'تم قبول دفعك بالبطاقة بمبلغ {amount} بتاريخ {time} (الطلب {order}).',
    link: 'إيصالك، للاطلاع عليه وطباعته:',
    attached: 'الإيصال مرفق بصيغة PDF.',
  },
};

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A card payment's receipt (epayment-email-bank-invoice): its public page's link, and its PDF when one could be made. */
export function receiptEmail(input: {
  to: string;
  locale: Locale;
  amountCentimes: number;
  transactionTime: string;
  orderNumber: string;
  receiptUrl: string;
  pdf: Buffer | undefined;
}): EmailMessage {
  const t = texts[input.locale];
  const sentence = t.body
    .replace('{amount}', formatDinars(input.amountCentimes, input.locale))
    .replace('{time}', practiceTime(input.transactionTime).format('DD/MM/YYYY HH:mm'))
    .replace('{order}', input.orderNumber);
  const attached = input.pdf ? [t.attached] : [];
  const dir = input.locale === 'ar' ? 'rtl' : 'ltr';
  return {
    to: input.to,
    subject: t.subject,
    template: 'subscription-receipt',
    locale: input.locale,
    primaryLink: input.receiptUrl,
    text: [sentence, `${t.link} ${input.receiptUrl}`, ...attached].join('\n\n') + '\n',
    html:
      `<div dir="${dir}" lang="${input.locale}"><p>${escapeHtml(sentence)}</p>` +
      `<p>${escapeHtml(t.link)} <a href="${escapeHtml(input.receiptUrl)}">${escapeHtml(input.receiptUrl)}</a></p>` +
      attached.map((line) => `<p>${escapeHtml(line)}</p>`).join('') +
      '</div>',
    attachments: input.pdf
      ? [{ filename: `tabib-receipt-${input.orderNumber}.pdf`, content: input.pdf, contentType: 'application/pdf' }]
      : undefined,
  };
}
