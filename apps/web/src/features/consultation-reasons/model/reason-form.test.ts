import { describe, expect, it } from 'vitest';
import { consultationReasonBodySchema } from '@tabib/contracts/consultation-reasons';
import { bodyOf, emptyReasonForm, formOf, reasonFormSchema } from './reason-form';

describe('reason form', () => {
  it('turns dinars into centimes and fills the other languages from the one given', () => {
    const body = consultationReasonBodySchema.parse(
      bodyOf({ title: { fr: '', en: 'Dressing', ar: '' }, duration: 25, priceDinars: 1500.5, color: '#AABBCC' }),
    );
    expect(body).toEqual({
      title: { fr: 'Dressing', en: 'Dressing', ar: 'Dressing' },
      duration: 25,
      price: 150_050,
      color: '#aabbcc',
    });
  });

  it('refuses no title, a duration off the 5-minute grid, a third decimal', () => {
    const issues = reasonFormSchema
      .safeParse({ title: {}, duration: 12, priceDinars: 10.005, color: '#aabbcc' })
      .error!.issues.map((issue) => issue.path.join('.'));
    expect(issues).toEqual(expect.arrayContaining(['title.fr', 'duration', 'priceDinars']));
  });

  it('shows a reason in dinars', () => {
    const reason = {
      _id: 'r',
      title: { fr: 'A', en: 'B', ar: 'C' },
      duration: 20,
      price: 200_000,
      color: '#1677ff',
      isEnabled: true,
      isDeleted: false,
      isValidated: true,
      isRejected: false,
      order: 0,
    };
    expect(formOf(reason)).toEqual({ title: { fr: 'A', en: 'B', ar: 'C' }, duration: 20, priceDinars: 2000, color: '#1677ff' });
  });
});

describe('emptyReasonForm', () => {
  it('offers a colour the doctor does not use yet', () => {
    expect(emptyReasonForm(['#13C2C2']).color).toBe('#2f54eb');
  });
});
