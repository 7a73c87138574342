import { describe, expect, it } from 'vitest';
import { offerIconNames, offerSchema } from '@tabib/contracts/subscription';
import { availableOffer, offers, offersFor } from './offers';

describe('offers', () => {
  it('are valid offers, one per icon, with distinct ids', () => {
    for (const offer of offers) expect(offerSchema.parse(offer)).toEqual(offer);
    expect(offers.map((offer) => offer.icon_name)).toEqual([...offerIconNames]);
    expect(new Set(offers.map((offer) => offer._id)).size).toBe(offers.length);
  });

  it('give doctors three offers, cheaper per month the longer they last, and clinics their own', () => {
    const doctors = offersFor(false);
    expect(doctors.map((offer) => offer.duration)).toEqual([6, 12, 24]);
    expect(doctors.map((offer) => offer.price)).toEqual([350_000, 300_000, 250_000]);
    expect(offersFor(true).map((offer) => offer.icon_name)).toEqual(['clinic_offer']);
  });

  it('find an offer only for the kind of account it is meant for', () => {
    const clinicOffer = offersFor(true)[0]!;
    expect(availableOffer(clinicOffer._id, true)).toBe(clinicOffer);
    expect(availableOffer(clinicOffer._id, false)).toBeNull();
    expect(availableOffer('00000000-0000-4000-8000-000000000000', false)).toBeNull();
  });
});
