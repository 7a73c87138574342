import type { EmailMessage } from '../mailer';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A subscription contact-us message, to the operator (who reads French and English). */
export function subscriptionContactEmail(input: {
  to: string;
  from: { name: string; email: string };
  message: string;
  subscriptionId: string | null;
}): EmailMessage {
  const who = `${input.from.name} <${input.from.email}>`;
  const about = `Abonnement / subscription: ${input.subscriptionId ?? '-'}`;
  return {
    to: input.to,
    subject: `Tabib: message de ${input.from.name} (abonnement)`,
    template: 'subscription-contact',
    locale: 'fr',
    text: `${who}\n${about}\n\n${input.message}\n`,
    html: `<p>${escapeHtml(who)}<br>${escapeHtml(about)}</p><p style="white-space:pre-wrap">${escapeHtml(input.message)}</p>`,
  };
}
