import { Navigate, Outlet } from 'react-router';
import type { UserProfile } from '@tabib/contracts/user';
import { useCurrentProfile } from '../../features/auth/api/get-profile';
import { NotFoundPage } from '../lazy-pages';
import type { Access } from './access-rules';

/** Renders the page when the rule allows it; else home (assistants) or the catch-all 404. */
export function RequireAccess({ rule }: { rule: (profile: UserProfile) => Access }) {
  const access = rule(useCurrentProfile());
  if (access === 'redirectHome') return <Navigate to="/" replace />;
  if (access === 'notFound') return <NotFoundPage />;
  return <Outlet />;
}
