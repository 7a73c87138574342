import type { SandboxLanguage } from './sandbox-defaults';

/**
 * The sandbox's test cards. The card number decides the outcome; any expiry date not in the past,
 * any 3-digit CVV2 and any name are accepted. Codes follow what SATIM answers (actionCode of the BPC
 * platform, ISO 8583 respCode, the refusal's actionCodeDescription left as an untranslated key).
 *
 * | Card number         | Outcome                         | OrderStatus | actionCode | respCode |
 * | ------------------- | ------------------------------- | ----------- | ---------- | -------- |
 * | 6280 5800 0000 0017 | paid                            | 2           | 0          | 00       |
 * | 6280 5800 0000 0025 | refused by the bank             | 6           | 203        | 37       |
 * | 6280 5800 0000 0033 | insufficient funds              | 6           | 116        | 51       |
 * | 6280 5800 0000 0041 | blocked card                    | 6           | 104        | 62       |
 * | 6280 5800 0000 0058 | paid, acknowledge times out (*) | 2           | 0          | 00       |
 *
 * (*) the order's first acknowledgeTransaction.do waits `acknowledgeDelayMs` (30 s unless configured)
 * before answering, longer than the client's timeout: the caller must leave the invoice pending and
 * ask again later; the next calls answer at once.
 */
export type TestCardOutcome = 'paid' | 'refused' | 'insufficientFunds' | 'blocked' | 'acknowledgeTimeout';

export interface TestCard {
  pan: string;
  outcome: TestCardOutcome;
  orderStatus: 2 | 6;
  actionCode: number;
  respCode: string;
  /** params.respCode_desc, in the language of the acknowledge call. */
  respCodeDescription: Record<SandboxLanguage, string>;
  /** How the payment page's list of test cards names the outcome. */
  label: Record<SandboxLanguage, string>;
}

const accepted: TestCard['respCodeDescription'] = {
  fr: 'Votre paiement a été accepté',
  en: 'Your payment has been accepted',
  ar: 'تم قبول دفعتك',
};

const rejected = (code: string): TestCard['respCodeDescription'] => ({
  fr: `Votre transaction a été rejetée, veuillez contacter votre banque. Code erreur : ${code}`,
  en: `Your transaction was rejected, please contact your bank. Error code: ${code}`,
  ar: `تم رفض معاملتك يرجى الاتصال بالبنك الذي تتعامل معه. رمز الخطأ: ${code}`,
});

export const testCards: readonly TestCard[] = [
  {
    pan: '6280580000000017',
    outcome: 'paid',
    orderStatus: 2,
    actionCode: 0,
    respCode: '00',
    respCodeDescription: accepted,
    label: { fr: 'Paiement accepté', en: 'Payment accepted', ar: 'دفع مقبول' },
  },
  {
    pan: '6280580000000025',
    outcome: 'refused',
    orderStatus: 6,
    actionCode: 203,
    respCode: '37',
    respCodeDescription: rejected('37'),
    label: { fr: 'Refusé par la banque', en: 'Refused by the bank', ar: 'مرفوض من البنك' },
  },
  {
    pan: '6280580000000033',
    outcome: 'insufficientFunds',
    orderStatus: 6,
    actionCode: 116,
    respCode: '51',
    respCodeDescription: rejected('51'),
    label: { fr: 'Solde insuffisant', en: 'Insufficient funds', ar: 'رصيد غير كاف' },
  },
  {
    pan: '6280580000000041',
    outcome: 'blocked',
    orderStatus: 6,
    actionCode: 104,
    respCode: '62',
    respCodeDescription: rejected('62'),
    label: { fr: 'Carte bloquée', en: 'Blocked card', ar: 'بطاقة محظورة' },
  },
  {
    pan: '6280580000000058',
    outcome: 'acknowledgeTimeout',
    orderStatus: 2,
    actionCode: 0,
    respCode: '00',
    respCodeDescription: accepted,
    label: {
      fr: 'Payé, la confirmation ne répond pas à temps',
      en: 'Paid, the confirmation does not answer in time',
      ar: 'مدفوع، التأكيد لا يجيب في الوقت',
    },
  },
];

export function testCardOf(pan: string): TestCard | undefined {
  return testCards.find((card) => card.pan === pan);
}

/** "628058**0017": the first six and last four digits, as SATIM shows a card. */
export function maskedPan(pan: string): string {
  return `${pan.slice(0, 6)}**${pan.slice(-4)}`;
}
