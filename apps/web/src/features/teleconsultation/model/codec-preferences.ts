/** The codecs a transceiver may use, `mimeType` first (spec 2 section 9: codec vp8), the others kept in their order after it. */
export function preferCodec<Codec extends { mimeType: string }>(codecs: readonly Codec[], mimeType: string): Codec[] {
  const wanted = mimeType.toLowerCase();
  const first = codecs.filter((codec) => codec.mimeType.toLowerCase() === wanted);
  return first.length === 0 ? [...codecs] : [...first, ...codecs.filter((codec) => codec.mimeType.toLowerCase() !== wanted)];
}

/** Asks every video transceiver of the connection for VP8 first, where the browser lets a page choose. */
export function preferVp8(pc: RTCPeerConnection): void {
  const capabilities = typeof RTCRtpReceiver.getCapabilities === 'function' ? RTCRtpReceiver.getCapabilities('video') : null;
  if (!capabilities) return;
  const codecs = preferCodec(capabilities.codecs, 'video/VP8');
  for (const transceiver of pc.getTransceivers()) {
    const kind = transceiver.receiver.track.kind;
    if (kind !== 'video' || transceiver.currentDirection === 'stopped' || !('setCodecPreferences' in transceiver)) continue;
    try {
      transceiver.setCodecPreferences(codecs);
    } catch {
      // A browser that refuses the list keeps its own order: the call still works.
    }
  }
}
