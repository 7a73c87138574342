import { useLocation } from 'react-router';
import type { NavItem } from './nav-items';

/** The item whose path is the longest prefix of the current path ('/calendar' counts as '/'). */
export function useSelectedKey(items: NavItem[]): string[] {
  const { pathname } = useLocation();
  const path = pathname === '/calendar' ? '/' : pathname;
  const matches = items.filter((item) => path === item.path || path.startsWith(`${item.path === '/' ? '' : item.path}/`));
  const best = matches.sort((a, b) => b.path.length - a.path.length)[0];
  return best ? [best.key] : [];
}
