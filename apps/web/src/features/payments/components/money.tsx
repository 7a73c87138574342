import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDinars } from '@tabib/contracts/money';
import type { Locale } from '@tabib/contracts/locales';

/**
 * An amount in DA, isolated left to right: inside Arabic text '1 500,50 DA' would otherwise be
 * reordered by the bidi algorithm into 'DA 500,50 1'.
 */
export function Money({ centimes, ...rest }: { centimes: number } & HTMLAttributes<HTMLElement>) {
  const { i18n } = useTranslation();
  return (
    <bdi dir="ltr" {...rest}>
      {formatDinars(centimes, i18n.language as Locale)}
    </bdi>
  );
}
