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
  joinUrl: null,
};
const visio: NoticeFacts = { ...facts, type: 'visio', joinUrl: 'http://tabib.test/rendez-vous/Ab3_x9Zq' };

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

  it('give a teleconsultation its join link instead of the address, before the cancel link', () => {
    expect(renderNotice('reminder', 'fr', visio).sms).toBe(
      'Rappel : rendez-vous avec Dr Amine Benali le 12/03/2030 à 10:00. Pour rejoindre la téléconsultation : http://tabib.test/rendez-vous/Ab3_x9Zq Pour annuler : http://tabib.test/book/cancel/abc',
    );
    for (const locale of locales) {
      for (const kind of ['confirmation', 'reminder', 'moved'] as const) {
        const { sms, emailText } = renderNotice(kind, locale, visio);
        for (const text of [sms, emailText]) {
          expect(text).toContain(visio.joinUrl);
          expect(text).not.toContain('Didouche');
          expect(text.indexOf(visio.joinUrl!)).toBeLessThan(text.indexOf(visio.cancelUrl!));
        }
      }
    }
    expect(renderNotice('cancellation', 'en', visio).sms).not.toContain('rendez-vous/');
  });

  it.each(locales)('say the doctor is ready now, with the join link only, in %s', (locale) => {
    const { sms, subject, emailText } = renderNotice('call_now', locale, visio);
    expect(sms).toContain('Dr Amine Benali');
    expect(sms).toContain(visio.joinUrl);
    expect(sms).not.toContain(visio.cancelUrl);
    expect(emailText).toContain(visio.joinUrl);
    expect(subject).not.toContain('Benali');
    expect(sms).not.toContain('\n');
  });

  it('say it in each language', () => {
    expect(renderNotice('call_now', 'fr', visio).sms).toBe(
      'Dr Amine Benali vous attend pour votre téléconsultation. Pour rejoindre la téléconsultation : http://tabib.test/rendez-vous/Ab3_x9Zq',
    );
    expect(renderNotice('call_now', 'en', visio).sms).toBe(
      'Dr Amine Benali is ready for your teleconsultation. To join the teleconsultation: http://tabib.test/rendez-vous/Ab3_x9Zq',
    );
    expect(renderNotice('call_now', 'ar', visio).sms).toBe(
      'Dr Amine Benali في انتظارك لاستشارتك عن بعد. للانضمام إلى الاستشارة عن بعد: http://tabib.test/rendez-vous/Ab3_x9Zq',
    );
  });

  it.each(patientNoticeKinds)('make an e-mail of a %s whose HTML says the same, link clickable', (kind) => {
    const { subject, emailText } = renderNotice(kind, 'ar', facts);
    const email = patientNoticeEmail({ to: 'p@example.dz', kind, locale: 'ar', subject, text: emailText });
    expect(email.html).toContain('dir="rtl"');
    expect(email.text).toContain('Dr Amine Benali');
    // Neither a cancellation nor the doctor's call (a teleconsultation's: its join link only) offers to cancel.
    if (kind === 'cancellation' || kind === 'call_now') expect(email.primaryLink).toBeUndefined();
    else expect(email.html).toContain(`<a href="${facts.cancelUrl}">`);
    if (kind !== 'cancellation') {
      const visioEmail = renderNotice(kind, 'fr', visio);
      expect(
        patientNoticeEmail({ to: 'p@example.dz', kind, locale: 'fr', ...visioEmail, text: visioEmail.emailText }).primaryLink,
      ).toBe(visio.joinUrl);
    }
  });
});
