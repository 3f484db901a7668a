/**
 * The games' sounds, synthesised with WebAudio on the spot (no audio files): short blips and chimes, each a few
 * oscillator notes with a quick attack and an exponential fade, and one noise burst for the crash.
 */
export type Cue =
  | 'spin'
  | 'tick'
  | 'reel-stop'
  | 'chip'
  | 'win'
  | 'big-win'
  | 'feature'
  | 'cash-out'
  | 'crash';

interface Note {
  /** Hz at the start, and optionally where it glides to. */
  frequency: number;
  glideTo?: number;
  /** Seconds after the cue starts. */
  at: number;
  length: number;
  wave: OscillatorType;
  volume: number;
}

const C5 = 523.25;
const E5 = 659.25;
const G5 = 783.99;
const C6 = 1046.5;
const E6 = 1318.51;
const G6 = 1567.98;

function arpeggio(frequencies: readonly number[], step: number, length: number, volume: number): Note[] {
  return frequencies.map((frequency, index) => ({
    frequency,
    at: index * step,
    length,
    wave: 'triangle',
    volume,
  }));
}

const CUES: Record<Exclude<Cue, 'crash'>, Note[]> = {
  spin: [{ frequency: 180, glideTo: 520, at: 0, length: 0.18, wave: 'sawtooth', volume: 0.05 }],
  tick: [{ frequency: 1800, at: 0, length: 0.03, wave: 'square', volume: 0.03 }],
  'reel-stop': [{ frequency: 140, glideTo: 70, at: 0, length: 0.12, wave: 'sine', volume: 0.22 }],
  chip: [
    { frequency: 2400, at: 0, length: 0.04, wave: 'triangle', volume: 0.08 },
    { frequency: 3100, at: 0.025, length: 0.05, wave: 'triangle', volume: 0.06 },
  ],
  win: arpeggio([C5, E5, G5, C6], 0.08, 0.22, 0.1),
  'big-win': [...arpeggio([C5, E5, G5, C6, E6, G6], 0.07, 0.3, 0.11), ...arpeggio([C6, G6], 0.22, 0.5, 0.06)],
  feature: arpeggio([G5, C6, E6, G6, E6, G6], 0.06, 0.18, 0.08),
  'cash-out': [
    { frequency: E6, at: 0, length: 0.35, wave: 'sine', volume: 0.12 },
    { frequency: G6, at: 0.06, length: 0.4, wave: 'sine', volume: 0.08 },
  ],
};

function playNote(context: AudioContext, note: Note, start: number): void {
  const oscillator = context.createOscillator();
  const gain = context.createGain();
  oscillator.type = note.wave;
  const from = start + note.at;
  oscillator.frequency.setValueAtTime(note.frequency, from);
  if (note.glideTo) oscillator.frequency.exponentialRampToValueAtTime(note.glideTo, from + note.length);
  gain.gain.setValueAtTime(0.0001, from);
  gain.gain.exponentialRampToValueAtTime(note.volume, from + 0.01);
  gain.gain.exponentialRampToValueAtTime(0.0001, from + note.length);
  oscillator.connect(gain).connect(context.destination);
  oscillator.start(from);
  oscillator.stop(from + note.length + 0.02);
}

/** A short burst of filtered noise falling in pitch: the rocket's explosion. */
function playCrash(context: AudioContext, start: number): void {
  const length = 0.6;
  const buffer = context.createBuffer(1, Math.ceil(context.sampleRate * length), context.sampleRate);
  const samples = buffer.getChannelData(0);
  for (let index = 0; index < samples.length; index += 1) samples[index] = Math.random() * 2 - 1;
  const noise = context.createBufferSource();
  noise.buffer = buffer;
  const filter = context.createBiquadFilter();
  filter.type = 'lowpass';
  filter.frequency.setValueAtTime(2400, start);
  filter.frequency.exponentialRampToValueAtTime(120, start + length);
  const gain = context.createGain();
  gain.gain.setValueAtTime(0.3, start);
  gain.gain.exponentialRampToValueAtTime(0.0001, start + length);
  noise.connect(filter).connect(gain).connect(context.destination);
  noise.start(start);
}

export function playCue(context: AudioContext, cue: Cue): void {
  const start = context.currentTime;
  if (cue === 'crash') {
    playCrash(context, start);
    return;
  }
  for (const note of CUES[cue]) playNote(context, note, start);
}
