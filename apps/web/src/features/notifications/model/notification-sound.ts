/**
 * A short beep made with WebAudio (no audio file to download). Browsers refuse sound before the
 * user has interacted with the page: it plays only after a gesture (the User Activation API
 * where there is one, else a click or key press seen here), and is silently skipped before.
 */
let gestureSeen = false;
let context: AudioContext | null = null;

if (typeof window !== 'undefined') {
  const seen = () => {
    gestureSeen = true;
    window.removeEventListener('pointerdown', seen, true);
    window.removeEventListener('keydown', seen, true);
  };
  window.addEventListener('pointerdown', seen, true);
  window.addEventListener('keydown', seen, true);
}

export function hasUserGesture(): boolean {
  const activation = (navigator as Navigator & { userActivation?: { hasBeenActive: boolean } }).userActivation;
  return activation?.hasBeenActive ?? gestureSeen;
}

const beep = { frequencyHz: 880, durationS: 0.18, volume: 0.15 };

/** Plays the beep when the page may; true when it was started. */
export function playNotificationSound(): boolean {
  if (!hasUserGesture()) return false;
  const Context = window.AudioContext ?? (window as Window & { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!Context) return false;
  try {
    context ??= new Context();
    if (context.state === 'suspended') void context.resume();
    const start = context.currentTime;
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.value = beep.frequencyHz;
    // A quick rise and fall: no click at either end.
    gain.gain.setValueAtTime(0, start);
    gain.gain.linearRampToValueAtTime(beep.volume, start + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + beep.durationS);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(start);
    oscillator.stop(start + beep.durationS);
    return true;
  } catch {
    return false;
  }
}
