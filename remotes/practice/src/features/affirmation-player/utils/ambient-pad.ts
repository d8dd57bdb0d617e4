// A soft ambient pad made in the browser (Web Audio, no audio files): an open
// A major chord of sine waves through a low-pass filter that slowly breathes,
// faded in and out so it never starts or stops with a click.

export type TAmbientPad = {
  start: () => void;
  pause: () => void;
  resume: () => void;
  stop: () => void;
};

const CHORD_HZ = [110, 164.81, 220, 277.18] as const;
const LEVEL = 0.05;
const FADE_IN_S = 3;
const FADE_OUT_S = 1.5;

const audioContextClass = (): typeof AudioContext | undefined =>
  typeof window === 'undefined' ? undefined : window.AudioContext;

export function createAmbientPad(): TAmbientPad {
  let context: AudioContext | null = null;
  let master: GainNode | null = null;

  const start = () => {
    const AudioContextClass = audioContextClass();
    if (!AudioContextClass || context) return;
    context = new AudioContextClass();
    master = context.createGain();
    master.gain.setValueAtTime(0, context.currentTime);
    master.gain.linearRampToValueAtTime(LEVEL, context.currentTime + FADE_IN_S);

    const filter = context.createBiquadFilter();
    filter.type = 'lowpass';
    filter.frequency.value = 700;
    filter.connect(master).connect(context.destination);

    // The filter opens and closes over about ten seconds: the pad breathes.
    const breath = context.createOscillator();
    const breathDepth = context.createGain();
    breath.frequency.value = 0.1;
    breathDepth.gain.value = 250;
    breath.connect(breathDepth).connect(filter.frequency);
    breath.start();

    for (const [index, hz] of CHORD_HZ.entries()) {
      const voice = context.createOscillator();
      voice.type = 'sine';
      voice.frequency.value = hz;
      // A little detune keeps the chord warm rather than electronic.
      voice.detune.value = index % 2 === 0 ? -4 : 4;
      voice.connect(filter);
      voice.start();
    }
  };

  const stop = () => {
    const closing = context;
    const gain = master;
    context = null;
    master = null;
    if (!closing || !gain) return;
    gain.gain.cancelScheduledValues(closing.currentTime);
    gain.gain.setValueAtTime(gain.gain.value, closing.currentTime);
    gain.gain.linearRampToValueAtTime(0, closing.currentTime + FADE_OUT_S);
    window.setTimeout(() => void closing.close(), FADE_OUT_S * 1000);
  };

  return {
    start,
    pause: () => void context?.suspend(),
    resume: () => void context?.resume(),
    stop,
  };
}
