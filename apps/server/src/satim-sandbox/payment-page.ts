import { formatDinars } from '@tabib/contracts/money';
import type { CardFormField, CardFormProblems } from './card-form';
import { paymentPageTexts, languageNames, type PaymentPageTexts } from './payment-page-texts';
import { sandboxLanguages, type SandboxLanguage } from './sandbox-defaults';
import type { SandboxOrder } from './sandbox-orders';
import type { SatimParams } from './register-order';
import { testCards } from './test-cards';

export interface PaymentPageInput {
  order: SandboxOrder;
  language: SandboxLanguage;
  /** Where the card form is posted. */
  formAction: string;
  /** returnUrl with the order id: leaving without paying. */
  cancelUrl: string;
  now: Date;
  problems?: CardFormProblems;
  /** What was typed, kept when the form comes back with problems (never the CVV2). */
  values?: SatimParams;
}

const escape = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const styles = `body{font:16px/1.5 system-ui,sans-serif;max-width:36rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}
.notice{background:#fff4d6;border:1px solid #c9a227;padding:.5rem .75rem;border-radius:.375rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}dt{font-weight:600}dd{margin:0}
label,legend{display:block;font-weight:600;margin-top:1rem}fieldset{border:0;padding:0;margin:0}
fieldset label{display:inline-block;margin-inline-end:1rem;font-weight:400}
input,select{font:inherit;padding:.4rem;border:1px solid #666;border-radius:.25rem}input{width:100%;box-sizing:border-box}
[aria-invalid=true]{border-color:#b00020;border-width:2px}.problem{color:#b00020;margin:.25rem 0 0}
.hint{color:#444;margin:.25rem 0 0;font-size:.9rem}.actions{display:flex;gap:1rem;align-items:center;flex-wrap:wrap;margin-top:1.5rem}
button{font:inherit;padding:.6rem 1.5rem;background:#0b5394;color:#fff;border:0;border-radius:.375rem;cursor:pointer}
table{border-collapse:collapse;width:100%}th,td{border:1px solid #bbb;padding:.3rem .5rem;text-align:start}
nav ul{list-style:none;display:flex;gap:1rem;padding:0}a{color:#0b5394}`;

function shell(language: SandboxLanguage, title: string, body: string): string {
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  return `<!doctype html><html lang="${language}" dir="${dir}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(title)} – SATIM</title>
<style>${styles}</style></head><body><main>${body}</main></body></html>`;
}

/** A page with a title, a sentence and, when known, a link back to the merchant. */
export function messagePage(language: SandboxLanguage, title: string, text: string, returnUrl?: string): string {
  const link = returnUrl
    ? `<p><a href="${escape(returnUrl)}">${escape(paymentPageTexts[language].returnToMerchant)}</a></p>`
    : '';
  return shell(language, title, `<h1>${escape(title)}</h1><p>${escape(text)}</p>${link}`);
}

/** The hosted card form formUrl points at, in the order's language. */
export function paymentPage(input: PaymentPageInput): string {
  const { order, language, problems = {}, values = {} } = input;
  const t = paymentPageTexts[language];
  const field = fieldMarkup(t, problems);
  const summary =
    Object.keys(problems).length > 0 ? `<p role="alert" class="problem" id="problem-summary">${escape(t.errorSummary)}</p>` : '';
  const year = input.now.getUTCFullYear();
  const monthOptions = Array.from({ length: 12 }, (_, i) => String(i + 1).padStart(2, '0'));
  const yearOptions = Array.from({ length: 11 }, (_, i) => String(year + i));
  const description = order.description ? `<dt>${escape(t.description)}</dt><dd>${escape(order.description)}</dd>` : '';
  const body = `<nav aria-label="${escape(t.language)}"><ul>${sandboxLanguages
    .map(
      (other) =>
        `<li><a href="payment_${other}.html?mdOrder=${escape(order.orderId)}" lang="${other}"${other === language ? ' aria-current="page"' : ''}>${languageNames[other]}</a></li>`,
    )
    .join('')}</ul></nav>
<h1>${escape(t.title)}</h1>
<p class="notice">${escape(t.sandboxNotice)}</p>
<dl><dt>${escape(t.order)}</dt><dd>${escape(order.orderNumber)}</dd>
<dt>${escape(t.amount)}</dt><dd><bdi dir="ltr">${escape(formatDinars(order.amountCentimes, language))}</bdi></dd>${description}</dl>
${summary}
<form method="post" action="${escape(input.formAction)}" novalidate>
<input type="hidden" name="mdOrder" value="${escape(order.orderId)}"><input type="hidden" name="language" value="${language}">
${field('pan', `<label for="pan">${escape(t.pan)}</label><input id="pan" name="pan" inputmode="numeric" autocomplete="cc-number" dir="ltr" maxlength="23" value="${escape(values.pan ?? '')}"`)}
<fieldset${problems.expiry ? ' aria-describedby="expiry-problem"' : ''}><legend>${escape(t.expiry)}</legend>
<label for="expiryMonth">${escape(t.month)}</label> ${select('expiryMonth', 'cc-exp-month', monthOptions, values.expiryMonth, Boolean(problems.expiry))}
<label for="expiryYear">${escape(t.year)}</label> ${select('expiryYear', 'cc-exp-year', yearOptions, values.expiryYear, Boolean(problems.expiry))}
${problems.expiry ? `<p class="problem" id="expiry-problem">${escape(t.problems[problems.expiry])}</p>` : ''}</fieldset>
${field('cvv2', `<label for="cvv2">${escape(t.cvv2)}</label><input id="cvv2" name="cvv2" inputmode="numeric" autocomplete="cc-csc" dir="ltr" maxlength="3"`, `<p class="hint" id="cvv2-hint">${escape(t.cvv2Hint)}</p>`)}
${field('cardholderName', `<label for="cardholderName">${escape(t.cardholderName)}</label><input id="cardholderName" name="cardholderName" autocomplete="cc-name" maxlength="100" value="${escape(values.cardholderName ?? '')}"`)}
<div class="actions"><button type="submit" id="pay">${escape(t.pay)}</button>
<a id="cancel" href="${escape(input.cancelUrl)}">${escape(t.cancel)}</a></div>
</form>
<h2>${escape(t.testCards)}</h2><p>${escape(t.testCardsHint)}</p>
<table><thead><tr><th scope="col">${escape(t.pan)}</th><th scope="col">${escape(t.outcome)}</th></tr></thead><tbody>${testCards
    .map((card) => `<tr><td dir="ltr"><code>${card.pan}</code></td><td>${escape(card.label[language])}</td></tr>`)
    .join('')}</tbody></table>`;
  return shell(language, t.title, body);
}

/** A field's opening markup completed with its accessible problem (and hint), as one block. */
function fieldMarkup(t: PaymentPageTexts, problems: CardFormProblems) {
  return (name: Exclude<CardFormField, 'expiry'>, openInput: string, hint = '') => {
    const problem = problems[name];
    const described = [hint ? `${name}-hint` : '', problem ? `${name}-problem` : ''].filter(Boolean).join(' ');
    const attributes = `${described ? ` aria-describedby="${described}"` : ''}${problem ? ' aria-invalid="true"' : ''}`;
    const problemText = problem ? `<p class="problem" id="${name}-problem">${escape(t.problems[problem])}</p>` : '';
    return `<div>${openInput} required${attributes}>${hint}${problemText}</div>`;
  };
}

function select(name: string, autocomplete: string, options: string[], chosen: string | undefined, invalid: boolean): string {
  const items = options.map((o) => `<option value="${o}"${o === chosen ? ' selected' : ''}>${o}</option>`).join('');
  return `<select id="${name}" name="${name}" autocomplete="${autocomplete}" required${invalid ? ' aria-invalid="true"' : ''}><option value="">--</option>${items}</select>`;
}
