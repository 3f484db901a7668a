import type { NotificationSound } from '@casino/contracts';
import { soundsMuted } from './sound-setting';

interface Note {
  /** Hz. */
  frequency: number;
  /** Seconds after the sound starts. */
  at: number;
  /** Seconds. */
  length: number;
}

interface Tone {
  wave: OscillatorType;
  notes: readonly Note[];
}

/** Note frequencies (equal temperament, A4 = 440 Hz) the tones are made of. */
const HZ = { D5: 587.33, E5: 659.25, G5: 783.99, A5: 880, B5: 987.77, C6: 1046.5, D6: 1174.66, G6: 1567.98 };

function run(wave: OscillatorType, frequencies: readonly number[], step: number, length: number): Tone {
  return { wave, notes: frequencies.map((frequency, index) => ({ frequency, at: index * step, length })) };
}

/**
 * Spec section 9, notification sounds: short tones made in the browser, so no audio file is downloaded. A
 * soft two-note chime by default, a rising coin-like run for a deposit, a quick sparkle for bonus money, and a
 * falling pair for a withdrawal.
 */
export const NOTIFICATION_TONES: Record<NotificationSound, Tone> = {
  default: run('sine', [HZ.E5, HZ.A5], 0.12, 0.22),
  deposit: run('triangle', [HZ.E5, HZ.G5, HZ.C6, HZ.G6], 0.07, 0.16),
  bonusCredit: run('sine', [HZ.G5, HZ.B5, HZ.D6, HZ.G6], 0.05, 0.12),
  withdrawal: run('sine', [HZ.A5, HZ.D5], 0.14, 0.24),
};

const VOLUME = 0.12;
let context: AudioContext | null = null;

/**
 * Browsers let a page make sound only after the visitor interacted with it. The audio context is made on the
 * first tap or key press, so a page nobody touched stays silent instead of raising autoplay warnings.
 */
export function armNotificationSounds(): () => void {
  const unlock = () => {
    if (typeof AudioContext === 'undefined') return;
    context ??= new AudioContext();
    void context.resume().catch(() => undefined);
  };
  const options = { capture: true, once: true } as const;
  window.addEventListener('pointerdown', unlock, options);
  window.addEventListener('keydown', unlock, options);
  return () => {
    window.removeEventListener('pointerdown', unlock, options);
    window.removeEventListener('keydown', unlock, options);
  };
}

/** Plays a notification's sound, unless the player muted them or the page cannot make sound yet. */
export function playNotificationSound(sound: NotificationSound): void {
  if (soundsMuted() || !context || context.state !== 'running') return;
  const { wave, notes } = NOTIFICATION_TONES[sound];
  const start = context.currentTime;
  for (const note of notes) {
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = wave;
    oscillator.frequency.value = note.frequency;
    // A quick attack and an exponential fade, so each note is a soft ping rather than a click.
    const from = start + note.at;
    gain.gain.setValueAtTime(0.0001, from);
    gain.gain.exponentialRampToValueAtTime(VOLUME, from + 0.015);
    gain.gain.exponentialRampToValueAtTime(0.0001, from + note.length);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(from);
    oscillator.stop(from + note.length + 0.02);
  }
}
