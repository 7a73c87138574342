import type { Locale } from '@tabib/contracts/locales';
import type { PatientNoticeKind } from '@tabib/contracts/patient-notices';
import type { EmailMessage } from '../mailer';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
const linkPattern = /https?:\/\/[^\s<>"']+/g;

/** A line of text as HTML, its links clickable. */
function htmlLine(line: string) {
  let html = '';
  let last = 0;
  for (const match of line.matchAll(linkPattern)) {
    const url = match[0];
    html += `${escapeHtml(line.slice(last, match.index))}<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`;
    last = match.index + url.length;
  }
  return html + escapeHtml(line.slice(last));
}

/**
 * A notice to a patient about an appointment (modules/patient-notices): the text is the one
 * stored with the notice (patient_notices.body), a paragraph per line; the HTML says the same.
 */
export function patientNoticeEmail(input: {
  to: string;
  kind: PatientNoticeKind;
  locale: Locale;
  subject: string;
  text: string;
}): EmailMessage {
  const paragraphs = input.text.split('\n').filter((line) => line.trim() !== '');
  const link = input.text.match(linkPattern)?.[0];
  return {
    to: input.to,
    subject: input.subject,
    template: `patient-notice-${input.kind}`,
    locale: input.locale,
    text: `${paragraphs.join('\n\n')}\n`,
    html: `<div dir="${input.locale === 'ar' ? 'rtl' : 'ltr'}" lang="${input.locale}">${paragraphs
      .map((line) => `<p>${htmlLine(line)}</p>`)
      .join('')}</div>`,
    ...(link ? { primaryLink: link } : {}),
  };
}
