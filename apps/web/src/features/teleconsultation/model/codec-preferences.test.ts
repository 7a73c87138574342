import { describe, expect, it } from 'vitest';
import { preferCodec } from './codec-preferences';

describe('preferCodec', () => {
  const codecs = [
    { mimeType: 'video/H264', sdpFmtpLine: 'a' },
    { mimeType: 'video/rtx' },
    { mimeType: 'video/VP8' },
    { mimeType: 'video/VP9' },
    { mimeType: 'video/vp8', sdpFmtpLine: 'b' },
  ];

  it('puts every VP8 entry first and keeps the others in their order', () => {
    expect(preferCodec(codecs, 'video/VP8').map((codec) => codec.mimeType)).toEqual([
      'video/VP8',
      'video/vp8',
      'video/H264',
      'video/rtx',
      'video/VP9',
    ]);
  });

  it('leaves the list as it is without the wanted codec', () => {
    expect(preferCodec(codecs, 'video/AV1')).toEqual(codecs);
  });
});
