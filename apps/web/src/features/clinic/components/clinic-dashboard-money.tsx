import { useTranslation } from 'react-i18next';
import { formatDinars } from '@tabib/contracts/money';
import type { Locale } from '@tabib/contracts/locales';

/** An amount in DA kept left to right: in Arabic the bidi algorithm would reorder '1 500 DA'. */
export function DashboardMoney({ centimes }: { centimes: number }) {
  const { i18n } = useTranslation();
  return <bdi dir="ltr">{formatDinars(centimes, i18n.language as Locale)}</bdi>;
}
