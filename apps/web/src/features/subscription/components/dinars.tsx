import { formatDinars } from '@tabib/contracts/money';
import { useLocale } from '../hooks/use-locale';

/** An amount in DA ('3 500 DA'), kept left to right: in Arabic the bidi algorithm would reorder it. */
export function Dinars({ centimes, testId }: { centimes: number; testId?: string }) {
  return (
    <bdi dir="ltr" data-testid={testId}>
      {formatDinars(centimes, useLocale())}
    </bdi>
  );
}
