import { useEffect, useState } from 'react';
import type { formatPhone } from './phone';

type FormatPhone = typeof formatPhone;

let loaded: FormatPhone | null = null;

/**
 * formatPhone (lib/phone.ts) for a screen that shows phones only later, such as the header's search
 * results: libphonenumber-js is fetched once `needed` turns true (issue 13), null until it is there.
 */
export function usePhoneFormat(needed: boolean): FormatPhone | null {
  const [format, setFormat] = useState<FormatPhone | null>(() => loaded);
  useEffect(() => {
    if (!needed || format) return;
    let mounted = true;
    void import('./phone').then((module) => {
      loaded = module.formatPhone;
      if (mounted) setFormat(() => module.formatPhone);
    });
    return () => {
      mounted = false;
    };
  }, [needed, format]);
  return format;
}
