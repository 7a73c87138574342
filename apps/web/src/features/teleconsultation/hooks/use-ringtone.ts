import { useEffect } from 'react';

// The ringback tone callers know: 440 + 480 Hz, two seconds on, four off.
const tones = [440, 480];
const ringSeconds = 2;
const cycleSeconds = 6;
const volume = 0.06;

/** Plays a ringing tone while `ringing`, made with Web Audio (no sound file to download). */
export function useRingtone(ringing: boolean): void {
  useEffect(() => {
    if (!ringing || typeof AudioContext === 'undefined') return;
    const context = new AudioContext();
    const gain = context.createGain();
    gain.gain.value = 0;
    gain.connect(context.destination);
    const oscillators = tones.map((frequency) => {
      const oscillator = context.createOscillator();
      oscillator.frequency.value = frequency;
      oscillator.connect(gain);
      oscillator.start();
      return oscillator;
    });
    // Rings are scheduled one cycle ahead on the audio clock, which a busy page does not delay.
    let next = context.currentTime + 0.05;
    const schedule = () => {
      while (next < context.currentTime + cycleSeconds) {
        gain.gain.setValueAtTime(0, next);
        gain.gain.linearRampToValueAtTime(volume, next + 0.02);
        gain.gain.setValueAtTime(volume, next + ringSeconds - 0.02);
        gain.gain.linearRampToValueAtTime(0, next + ringSeconds);
        next += cycleSeconds;
      }
    };
    schedule();
    const timer = window.setInterval(schedule, 1000);
    void context.resume();
    return () => {
      window.clearInterval(timer);
      for (const oscillator of oscillators) oscillator.stop();
      void context.close();
    };
  }, [ringing]);
}
