import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { NavItem } from './nav-items';
import { useSelectedKey } from './use-selected-key';
import './side-nav.css';

interface SideNavProps {
  items: NavItem[];
  icons: Record<string, ReactNode>;
  label: string;
  /** The collapsed side column: icons only, the names kept for screen readers. */
  collapsed: boolean;
}

/**
 * The side column's links, drawn like antd's inline Menu but of plain links (aria-current on the
 * current page's): antd's Menu brought rc-menu and its overflow machinery to every page (issue 13).
 */
export function SideNav({ items, icons, label, collapsed }: SideNavProps) {
  const { t } = useTranslation('shell');
  const [selected] = useSelectedKey(items);
  return (
    <nav aria-label={label} className={`tabib-side-nav${collapsed ? ' tabib-side-nav-collapsed' : ''}`}>
      <ul>
        {items.map((item) => (
          <li key={item.key}>
            <Link to={item.path} data-testid={item.testId} aria-current={item.key === selected ? 'page' : undefined}>
              {icons[item.key]}
              <span className={collapsed ? 'tabib-visually-hidden' : undefined}>{t(item.labelKey)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
