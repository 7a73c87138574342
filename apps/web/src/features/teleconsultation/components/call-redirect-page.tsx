import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { useShortLink } from '../api/resolve-short-link';

/** /call/:call_bitfy and /rendez-vous/:call_bitfy: resolve the short link, else go to the calendar. */
export function CallRedirectPage() {
  const { call_bitfy: id = '' } = useParams();
  const navigate = useNavigate();
  const shortLink = useShortLink(id);
  const url = shortLink.data?.url;

  useEffect(() => {
    if (shortLink.isError) {
      navigate('/calendar', { replace: true });
      return;
    }
    if (!url) return;
    const target = new URL(url, window.location.origin);
    if (target.origin === window.location.origin) navigate(`${target.pathname}${target.search}${target.hash}`, { replace: true });
    else window.location.replace(target.href);
  }, [shortLink.isError, url, navigate]);

  return <PageSpinner />;
}
