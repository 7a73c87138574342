import type { Offer } from '@tabib/contracts/subscription';
import { BankInformationModal } from './bank-information-modal';
import { CancellationReasonsModal } from './cancellation-reasons-modal';
import { ContactUsModal } from './contact-us-modal';
import { OfferDetailsModal } from './offer-details-modal';

/** The subscription's modals (spec 3 section 4, the UI state's flags): one open at a time. */
export type SubscriptionModal =
  | { kind: 'contact' }
  | { kind: 'bank' }
  | { kind: 'offer'; offer: Offer }
  | { kind: 'cancellation'; onRejoin?: () => void }
  | null;

export function SubscriptionModals({ modal, onModal }: { modal: SubscriptionModal; onModal(modal: SubscriptionModal): void }) {
  const onClose = () => onModal(null);
  return (
    <>
      <ContactUsModal open={modal?.kind === 'contact'} onClose={onClose} />
      <BankInformationModal open={modal?.kind === 'bank'} onClose={onClose} onContact={() => onModal({ kind: 'contact' })} />
      <OfferDetailsModal offer={modal?.kind === 'offer' ? modal.offer : null} onClose={onClose} />
      <CancellationReasonsModal
        open={modal?.kind === 'cancellation'}
        onClose={onClose}
        onRejoin={modal?.kind === 'cancellation' ? modal.onRejoin : undefined}
      />
    </>
  );
}
