import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { isRtl } from '../../../lib/i18n';
import { useCurrentLocale } from '../hooks/use-current-locale';

/** 'Previous' and 'next' arrows that point the way the page reads. */
export function useDirectionIcons() {
  const rtl = isRtl(useCurrentLocale());
  return rtl ? { previous: <RightOutlined />, next: <LeftOutlined /> } : { previous: <LeftOutlined />, next: <RightOutlined /> };
}
