/**
 * The printable receipt's route element (issue 18), one step removed from the entry like the
 * public booking's loader: its code and messages load with it, off the entry's path.
 */
export const loadReceiptPage = () =>
  import('../features/subscription/components/receipt-route').then(async ({ ReceiptRoute, receiptPageReady }) => {
    await receiptPageReady();
    return ReceiptRoute;
  });
