import { describe, expect, it } from 'vitest';
import { locales } from '@tabib/contracts/locales';
import { patientNoticeKinds } from '@tabib/contracts/patient-notices';
import { patientNoticeEmail } from '../mail/templates/patient-notice-email';
import { renderNotice, type NoticeFacts } from './notice-texts';

const facts: NoticeFacts = {
  doctor: { title: 'Dr', firstName: 'Amine', lastName: 'Benali' },
  memberFirstName: null,
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

  describe("a family member's visit", () => {
    const member = { ...facts, memberFirstName: 'Yacine' };
    const memberVisio = { ...visio, memberFirstName: 'Yacine' };
    const factsOf = (kind: (typeof patientNoticeKinds)[number], withMember: boolean) =>
      kind === 'call_now' ? (withMember ? memberVisio : visio) : withMember ? member : facts;
    const openings: Record<(typeof locales)[number], Record<(typeof patientNoticeKinds)[number], string>> = {
      fr: {
        confirmation: 'Le rendez-vous de Yacine avec Dr Amine Benali est confirmé le 12/03/2030 à 10:00.',
        reminder: 'Rappel : rendez-vous de Yacine avec Dr Amine Benali le 12/03/2030 à 10:00.',
        cancellation: 'Le rendez-vous de Yacine avec Dr Amine Benali du 12/03/2030 à 10:00 est annulé.',
        moved: 'Le rendez-vous de Yacine avec Dr Amine Benali est déplacé au 12/03/2030 à 10:00.',
        call_now: 'Dr Amine Benali vous attend pour la téléconsultation de Yacine.',
      },
      en: {
        confirmation: "Yacine's appointment with Dr Amine Benali is confirmed for 12/03/2030 at 10:00.",
        reminder: "Reminder: Yacine's appointment with Dr Amine Benali on 12/03/2030 at 10:00.",
        cancellation: "Yacine's appointment with Dr Amine Benali on 12/03/2030 at 10:00 is cancelled.",
        moved: "Yacine's appointment with Dr Amine Benali has been moved to 12/03/2030 at 10:00.",
        call_now: "Dr Amine Benali is ready for Yacine's teleconsultation.",
      },
      ar: {
        confirmation: 'تم تأكيد موعد Yacine مع Dr Amine Benali يوم 12/03/2030 على الساعة 10:00.',
        reminder: 'تذكير: موعد Yacine مع Dr Amine Benali يوم 12/03/2030 على الساعة 10:00.',
        cancellation: 'تم إلغاء موعد Yacine مع Dr Amine Benali يوم 12/03/2030 على الساعة 10:00.',
        moved: 'تم تغيير موعد Yacine مع Dr Amine Benali إلى يوم 12/03/2030 على الساعة 10:00.',
        call_now: 'Dr Amine Benali في انتظار Yacine للاستشارة عن بعد.',
      },
    };

    it.each(locales)('names the member first, in each kind, in %s; the rest of the notice is as for the holder', (locale) => {
      for (const kind of patientNoticeKinds) {
        const own = renderNotice(kind, locale, factsOf(kind, false));
        const theirs = renderNotice(kind, locale, factsOf(kind, true));
        expect(theirs.sms.startsWith(`${openings[locale][kind]}`), `${kind}: ${theirs.sms}`).toBe(true);
        expect(theirs.emailText.split('\n')[1]).toBe(openings[locale][kind]);
        expect(own.sms).not.toContain('Yacine');
        // Only the opening changes: what follows it (address, links) and the subject are the holder's notice's.
        const ownOpening = own.emailText.split('\n')[1]!;
        expect(theirs.sms.slice(openings[locale][kind].length)).toBe(own.sms.slice(ownOpening.length));
        expect(theirs.subject).toBe(own.subject);
        // An SMS stays short: the name and a few words more.
        expect(theirs.sms.length - own.sms.length).toBeLessThanOrEqual('Yacine'.length + 8);
      }
    });

    it('elides "de" before a vowel in French', () => {
      expect(renderNotice('confirmation', 'fr', { ...facts, memberFirstName: 'Amina' }).sms).toMatch(
        /^Le rendez-vous d'Amina avec Dr Amine Benali est confirmé/,
      );
      expect(renderNotice('call_now', 'fr', { ...visio, memberFirstName: 'Ilyes' }).sms).toMatch(
        /^Dr Amine Benali vous attend pour la téléconsultation d'Ilyes\./,
      );
      expect(renderNotice('reminder', 'fr', { ...facts, memberFirstName: 'Hamza' }).sms).toMatch(
        /^Rappel : rendez-vous de Hamza /,
      );
    });

    it('keeps the texts without a member exactly as they were', () => {
      expect(renderNotice('confirmation', 'fr', facts).sms).toBe(
        'Votre rendez-vous avec Dr Amine Benali est confirmé le 12/03/2030 à 10:00. Adresse : 12 rue Didouche Mourad, Alger Centre, Alger. Pour annuler : http://tabib.test/book/cancel/abc',
      );
      expect(renderNotice('moved', 'en', facts).sms).toMatch(/^Your appointment with Dr Amine Benali has been moved to /);
      expect(renderNotice('cancellation', 'ar', facts).sms).toBe(
        'تم إلغاء موعدك مع Dr Amine Benali يوم 12/03/2030 على الساعة 10:00.',
      );
    });
  });
});
