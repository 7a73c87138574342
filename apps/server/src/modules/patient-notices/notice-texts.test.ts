import { describe, expect, it } from 'vitest';
import { locales } from '@tabib/contracts/locales';
import { patientNoticeKinds } from '@tabib/contracts/patient-notices';
import { patientNoticeEmail } from '../mail/templates/patient-notice-email';
import { renderNotice, type NoticeFacts } from './notice-texts';

const facts: NoticeFacts = {
  doctor: { title: 'Dr', firstName: 'Amine', lastName: 'Benali' },
  startAt: new Date('2030-03-12T09:00:00.000Z'),
  type: 'cabinet',
  office: {
    address1: '12 rue Didouche Mourad',
    city: { fr: 'Alger Centre', en: 'Algiers Centre', ar: 'الجزائر الوسطى' },
    state: { fr: 'Alger', en: 'Algiers', ar: 'الجزائر' },
  },
  cancelUrl: 'http://tabib.test/book/cancel/abc',
};

describe('notice texts', () => {
  it.each(locales)('say who, when, where and how to cancel, in %s', (locale) => {
    for (const kind of ['confirmation', 'reminder'] as const) {
      const { sms, subject, emailText } = renderNotice(kind, locale, facts);
      for (const text of [sms, emailText]) {
        expect(text).toContain('Dr Amine Benali');
        expect(text).toContain('12/03/2030');
        expect(text).toContain('10:00');
        expect(text).toContain('12 rue Didouche Mourad');
        expect(text).toContain(facts.office.city![locale]);
        expect(text).toContain(facts.cancelUrl);
      }
      expect(subject).toContain('12/03/2030');
      expect(subject).not.toContain('Benali');
      expect(sms).not.toContain('\n');
    }
  });

  it('tell a cancellation without a cancel link or address', () => {
    const { sms } = renderNotice('cancellation', 'fr', facts);
    expect(sms).toBe('Votre rendez-vous avec Dr Amine Benali du 12/03/2030 à 10:00 est annulé.');
  });

  it('name no address for a teleconsultation, and leave out what the doctor never filled', () => {
    expect(renderNotice('reminder', 'en', { ...facts, type: 'visio' }).sms).toBe(
      'Reminder: appointment with Dr Amine Benali on 12/03/2030 at 10:00. By teleconsultation. To cancel: http://tabib.test/book/cancel/abc',
    );
    const bare = renderNotice('confirmation', 'fr', {
      ...facts,
      doctor: { title: '', firstName: 'Amine', lastName: 'Benali' },
      office: { address1: null, city: null, state: null },
      cancelUrl: null,
    });
    expect(bare.sms).toBe('Votre rendez-vous avec Amine Benali est confirmé le 12/03/2030 à 10:00.');
  });

  it.each(patientNoticeKinds)('make an e-mail of a %s whose HTML says the same, link clickable', (kind) => {
    const { subject, emailText } = renderNotice(kind, 'ar', facts);
    const email = patientNoticeEmail({ to: 'p@example.dz', kind, locale: 'ar', subject, text: emailText });
    expect(email.html).toContain('dir="rtl"');
    expect(email.text).toContain('Dr Amine Benali');
    if (kind === 'cancellation') expect(email.primaryLink).toBeUndefined();
    else expect(email.html).toContain(`<a href="${facts.cancelUrl}">`);
  });
});
