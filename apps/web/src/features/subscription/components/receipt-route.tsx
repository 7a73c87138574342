import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { isLocale } from '@tabib/contracts/locales';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { changeLocale, currentLocale, i18nReady, isRtl, loadLocale } from '../../../lib/i18n';
import { usePublicReceipt } from '../api/get-public-receipt';
import { useLocale } from '../hooks/use-locale';
import { ReceiptView } from './receipt-view';

/**
 * Resolves once the receipt's messages are in, in the language of the address's `lang` when it
 * names one (a PDF in the payer's language): the router waits for it with the code.
 */
export async function receiptPageReady(): Promise<void> {
  await i18nReady;
  const asked = new URLSearchParams(window.location.search).get('lang');
  if (isLocale(asked) && asked !== currentLocale()) await changeLocale(asked);
  await loadLocale(currentLocale(), 'subscription');
}

/**
 * /receipt/:token: a paid card transaction's receipt, outside the shell and without signing in
 * (the e-mail's link, the confirmation page's print button). Plain elements, no antd: a page of its
 * own, light to open. `?print=1`: no button, as the server prints it to PDF with headless
 * Chromium; `data-receipt-ready` tells it the receipt is drawn.
 */
export function ReceiptRoute() {
  const { t } = useTranslation('subscription');
  const locale = useLocale();
  const { token = '' } = useParams();
  const [params] = useSearchParams();
  const printing = params.get('print') === '1';
  const receipt = usePublicReceipt(token);

  return (
    <main
      className="receipt-page"
      dir={isRtl(locale) ? 'rtl' : 'ltr'}
      lang={locale}
      data-receipt-ready={receipt.data ? 'true' : undefined}
    >
      {receipt.data ? (
        <>
          {printing ? null : (
            <div className="receipt-toolbar receipt-no-print">
              <button
                type="button"
                className="tabib-button tabib-button-primary"
                onClick={() => window.print()}
                data-testid="receipt-print"
              >
                {t('receipt.print')}
              </button>
            </div>
          )}
          <ReceiptView receipt={receipt.data.receipt} payer={receipt.data.payer} months={receipt.data.months} heading="h1" />
        </>
      ) : receipt.isError ? (
        <div className="receipt-sheet" data-testid="receipt-not-found">
          <h1 className="receipt-title">{t('receipt.notFound')}</h1>
        </div>
      ) : (
        <PageSpinner />
      )}
    </main>
  );
}
