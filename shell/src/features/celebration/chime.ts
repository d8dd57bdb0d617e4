/** Spec 001 section 9: a chime of four notes, rising (C5, E5, G5, C6). */
export const CHIME_NOTES_HZ = [523.25, 659.25, 783.99, 1046.5] as const;
const NOTE_GAP_S = 0.14;
const NOTE_LENGTH_S = 0.6;
const PEAK_GAIN = 0.18;

export type TChimeNote = { frequency: number; startsAt: number; endsAt: number };

/** When each note sounds, from `startTime` on the audio clock. */
export const chimeSchedule = (startTime: number): TChimeNote[] =>
  CHIME_NOTES_HZ.map((frequency, index) => {
    const startsAt = startTime + index * NOTE_GAP_S;
    return { frequency, startsAt, endsAt: startsAt + NOTE_LENGTH_S };
  });

type TAudioWindow = Window & { webkitAudioContext?: typeof AudioContext };

/**
 * Plays the chime with Web Audio. No audio (no API, blocked autoplay, no device) is
 * ignored silently: the celebration goes on without sound.
 */
export function playChime(): void {
  try {
    const AudioContextClass = window.AudioContext ?? (window as TAudioWindow).webkitAudioContext;
    if (!AudioContextClass) return;
    const context = new AudioContextClass();
    context.resume().catch(() => undefined);
    const notes = chimeSchedule(context.currentTime + 0.05);
    for (const { frequency, startsAt, endsAt } of notes) {
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.type = 'sine';
      oscillator.frequency.value = frequency;
      gain.gain.setValueAtTime(0.0001, startsAt);
      gain.gain.exponentialRampToValueAtTime(PEAK_GAIN, startsAt + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, endsAt);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(startsAt);
      oscillator.stop(endsAt);
    }
    const lastEnd = notes.at(-1)?.endsAt ?? 0;
    setTimeout(
      () => void context.close().catch(() => undefined),
      (lastEnd - context.currentTime + 0.5) * 1000,
    );
  } catch {
    // Audio unavailable: nothing to do.
  }
}
