import { describe, expect, it } from 'vitest';
import { bodyDigestOf, idempotencyKeySchema } from './idempotent-request';

describe('the Idempotency-Key header', () => {
  it('takes 1 to 255 visible ASCII characters, bare or as the IETF draft quotes it', () => {
    expect(idempotencyKeySchema.parse('8e03978e-40d5-43e8-bc93-6894a57f9324')).toBe('8e03978e-40d5-43e8-bc93-6894a57f9324');
    expect(idempotencyKeySchema.parse('"8e03978e"')).toBe('8e03978e');
    expect(idempotencyKeySchema.parse('a'.repeat(255))).toHaveLength(255);
    for (const refused of ['', 'a'.repeat(256), 'a b', 'clé', 'tab\there', 'a, b']) {
      expect(idempotencyKeySchema.safeParse(refused).success, JSON.stringify(refused)).toBe(false);
    }
  });
});

describe('the body digest', () => {
  it('is the same for the same content in any key order, and differs with the content', () => {
    expect(bodyDigestOf({ a: 1, b: { c: [1, 2], d: null } })).toBe(bodyDigestOf({ b: { d: null, c: [1, 2] }, a: 1 }));
    expect(bodyDigestOf({ a: 1 })).not.toBe(bodyDigestOf({ a: 2 }));
    expect(bodyDigestOf({ c: [1, 2] })).not.toBe(bodyDigestOf({ c: [2, 1] }));
    expect(bodyDigestOf(undefined)).toBe(bodyDigestOf(null));
  });

  it('counts a file by its bytes', () => {
    const upload = (data: string) => ({ file: { fileName: 'a.pdf', data: Buffer.from(data) }, selectedClinicDoctor: null });
    expect(bodyDigestOf(upload('%PDF-1'))).toBe(bodyDigestOf(upload('%PDF-1')));
    expect(bodyDigestOf(upload('%PDF-1'))).not.toBe(bodyDigestOf(upload('%PDF-2')));
  });
});
