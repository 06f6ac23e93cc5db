/**
 * A short two-note chime for a new order, made with Web Audio (no sound file to
 * load). Browsers only let a page make sound once someone has interacted with it,
 * so the audio context is created on the first tap or key press.
 */
let audio: AudioContext | null = null;

export function canChime(): boolean {
  return typeof window !== 'undefined' && 'AudioContext' in window;
}

/** Call from a user gesture; resolves true once sound may play. */
export async function unlockChime(): Promise<boolean> {
  if (!canChime()) return false;
  audio ??= new AudioContext();
  if (audio.state === 'suspended') await audio.resume().catch(() => undefined);
  return audio.state === 'running';
}

function tone(context: AudioContext, frequency: number, startsAt: number, seconds: number) {
  const oscillator = context.createOscillator();
  const gain = context.createGain();
  oscillator.type = 'sine';
  oscillator.frequency.value = frequency;
  // A quick fade in and out: no click at either end.
  gain.gain.setValueAtTime(0.0001, startsAt);
  gain.gain.exponentialRampToValueAtTime(0.3, startsAt + 0.02);
  gain.gain.exponentialRampToValueAtTime(0.0001, startsAt + seconds);
  oscillator.connect(gain).connect(context.destination);
  oscillator.start(startsAt);
  oscillator.stop(startsAt + seconds + 0.05);
}

/** Plays the chime if sound has been unlocked; silently does nothing otherwise. */
export function playChime(): void {
  if (audio?.state !== 'running') return;
  const now = audio.currentTime;
  tone(audio, 880, now, 0.18);
  tone(audio, 1320, now + 0.2, 0.28);
}
