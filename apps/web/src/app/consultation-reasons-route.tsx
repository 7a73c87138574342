import { ConsultationReasonsPage } from '../features/consultation-reasons/components/consultation-reasons-page';
import { useCurrentProfile } from '../features/auth/api/get-profile';

/** The reasons screen gets the signed-in profile (its privilege) from the app layer. */
export function ConsultationReasonsRoute() {
  return <ConsultationReasonsPage profile={useCurrentProfile()} />;
}
