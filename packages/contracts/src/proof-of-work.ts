/**
 * GET: a fresh proof-of-work challenge (ALTCHA) for the forms that take one: the public booking
 * and the subscription's payment calls. Apart from public-booking.ts, so that the widget does not
 * bring the booking pages' schemas with it.
 */
export const proofOfWorkChallengePath = '/public/proof-of-work/challenge';
