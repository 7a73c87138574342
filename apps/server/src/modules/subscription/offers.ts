import type { Offer } from '@tabib/contracts/subscription';

/**
 * The offers (spec 3 section 3): three for doctors, one for clinics. Reference data kept in code
 * with fixed ids; an invoice copies its offer's monthly price, so changing a price here only
 * touches invoices made afterwards. Prices per month in DZD centimes (docs/decisions.md,
 * "Subscription rules"): the longer the commitment, the lower the month.
 */
export const offers: readonly Offer[] = [
  {
    _id: '083daad8-eec6-472e-b006-a5837af8535e',
    title: { fr: 'Démarrage', en: 'Start', ar: 'الانطلاقة' },
    subtitle_line1: { fr: 'Engagement de 6 mois', en: '6-month commitment', ar: 'التزام لمدة 6 أشهر' },
    subtitle_line2: { fr: 'Pour bien commencer', en: 'To get started', ar: 'للبداية الموفقة' },
    price: 350_000,
    duration: 6,
    color: '#13c2c2',
    icon_name: 'six_months_start',
    is_clinic: false,
    image: null,
  },
  {
    _id: 'c2527d33-bf30-42ee-9673-92ee1b401019',
    title: { fr: 'Installé', en: 'Established', ar: 'الاستقرار' },
    subtitle_line1: { fr: 'Engagement de 12 mois', en: '12-month commitment', ar: 'التزام لمدة 12 شهرًا' },
    subtitle_line2: { fr: 'Le meilleur équilibre', en: 'The best balance', ar: 'أفضل توازن' },
    price: 300_000,
    duration: 12,
    color: '#1677ff',
    icon_name: 'twelve_months_in',
    is_clinic: false,
    image: null,
  },
  {
    _id: '2630e90f-a49a-4f49-a403-4d4737fdf554',
    title: { fr: 'Avenir', en: 'Future', ar: 'المستقبل' },
    subtitle_line1: { fr: 'Engagement de 24 mois', en: '24-month commitment', ar: 'التزام لمدة 24 شهرًا' },
    subtitle_line2: { fr: 'Le mois le moins cher', en: 'The lowest monthly price', ar: 'أدنى سعر شهري' },
    price: 250_000,
    duration: 24,
    color: '#722ed1',
    icon_name: 'twenty_four_months_future',
    is_clinic: false,
    image: null,
  },
  {
    _id: 'b43f0f52-e998-4e4d-8902-c4ec01d1c02f',
    title: { fr: 'Clinique', en: 'Clinic', ar: 'المصحة' },
    subtitle_line1: { fr: 'Engagement de 12 mois', en: '12-month commitment', ar: 'التزام لمدة 12 شهرًا' },
    subtitle_line2: {
      fr: 'Tous les médecins et comptes de la clinique',
      en: "All the clinic's doctors and accounts",
      ar: 'جميع أطباء المصحة وحساباتها',
    },
    price: 2_000_000,
    duration: 12,
    color: '#fa8c16',
    icon_name: 'clinic_offer',
    is_clinic: true,
    image: null,
  },
];

/** The offers an account may choose: the clinic offer for a clinic, the three others for a doctor. */
export const offersFor = (isClinic: boolean) => offers.filter((offer) => offer.is_clinic === isClinic);

/** An offer this account may choose, or null (unknown, or meant for the other kind of account). */
export const availableOffer = (offerId: string, isClinic: boolean) =>
  offersFor(isClinic).find((offer) => offer._id === offerId) ?? null;
