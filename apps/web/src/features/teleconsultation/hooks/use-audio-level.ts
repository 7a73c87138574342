import { useEffect, useState } from 'react';

/**
 * How loud the stream's microphone is now, from 0 to 1, sampled ten times a second (enough for a
 * level bar, without drawing at every frame). 0 without a microphone or without Web Audio.
 */
export function useAudioLevel(stream: MediaStream | null): number {
  const [level, setLevel] = useState(0);
  useEffect(() => {
    const track = stream?.getAudioTracks()[0];
    if (!stream || !track || typeof AudioContext === 'undefined') {
      setLevel(0);
      return;
    }
    const context = new AudioContext();
    const source = context.createMediaStreamSource(new MediaStream([track]));
    const analyser = context.createAnalyser();
    analyser.fftSize = 512;
    source.connect(analyser);
    // Started before any click, a context may wait for one (autoplay rules): the first click wakes it.
    const wake = () => void context.resume();
    wake();
    document.addEventListener('pointerdown', wake, { once: true });
    const samples = new Float32Array(analyser.fftSize);
    const timer = window.setInterval(() => {
      analyser.getFloatTimeDomainData(samples);
      let sum = 0;
      for (const sample of samples) sum += sample * sample;
      // Speech sits around an RMS of 0.02-0.2: scaled so that a voice fills most of the bar.
      setLevel(Math.min(1, Math.sqrt(sum / samples.length) * 5));
    }, 100);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('pointerdown', wake);
      source.disconnect();
      void context.close();
    };
  }, [stream]);
  return level;
}
