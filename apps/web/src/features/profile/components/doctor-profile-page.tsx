import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { accountSocket, editRequestDecidedEventSchema } from '@tabib/contracts/live-events';
import { useNotices } from '../../../components/ui/notices-context';
import { useAccountEvent } from '../../../lib/account-events';
import { useLazyModule } from '../../../lib/use-lazy-module';
import { profileQueryKey } from '../../../lib/profile-query-key';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { useEditRequests } from '../api/get-edit-requests';
import { useProfileDetails } from '../api/get-profile-details';
import { profileKeys } from '../api/profile-keys';

// The forms (pickers, upload and crop, libphonenumber-js) are fetched beside the profile, which the page waits for anyway.
const loadForms = () => import('./doctor-profile-forms');

/** Spec 3 section 2, the settings index for doctors: identity and diplomas by edit request, the rest at once. */
/** `disabled` unless DOC-ALL: the app layer knows the signed-in privilege (features do not import each other). */
export function DoctorProfilePage({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation('profile');
  const { notification } = useNotices();
  const queryClient = useQueryClient();
  const details = useProfileDetails();
  const requests = useEditRequests();
  const forms = useLazyModule(loadForms);

  useAccountEvent(accountSocket.editRequestDecided, (payload) => {
    const event = editRequestDecidedEventSchema.safeParse(payload);
    if (!event.success) return;
    const { verdict, note } = event.data;
    notification[verdict === 'approved' ? 'success' : 'warning']({
      title: t(verdict === 'approved' ? 'doctorProfile.verdictApproved' : 'doctorProfile.verdictRejected'),
      description: note ? t('doctorProfile.verdictNote', { note }) : undefined,
    });
    void queryClient.invalidateQueries({ queryKey: profileKeys.all });
    void queryClient.invalidateQueries({ queryKey: profileQueryKey });
  });

  // Spec 3 section 8: profile loading errors are only logged, the page stays empty.
  if (!details.data || requests.isPending || !forms) return <PageSpinner />;
  return <forms.DoctorProfileForms details={details.data} requests={requests.data} disabled={disabled} />;
}
