import type { Page } from '@playwright/test';

/** What the page asked the browser to say, with how. */
export type TSpokenUtterance = {
  text: string;
  rate: number;
  pitch: number;
  volume: number;
  voiceName: string | null;
};

/** The voices the stand-in offers: two English, one novelty voice, one French. */
export const RECORDED_VOICES = [
  { name: 'Samantha (en-US)', lang: 'en-US' },
  { name: 'Daniel (en-GB)', lang: 'en-GB' },
  { name: 'Albert (en-US)', lang: 'en-US' },
  { name: 'Thomas (fr-FR)', lang: 'fr-FR' },
] as const;

/** How long the stand-in "speaks" one utterance (a timer, so Playwright's clock drives it). */
export const UTTERANCE_MS = 50;

/**
 * Replaces `speechSynthesis` and `SpeechSynthesisUtterance` before the page's scripts run
 * with a recording stand-in: voices load asynchronously (`voiceschanged`), `speak` queues
 * utterances that start, then end after UTTERANCE_MS each, `pause`, `resume` and `cancel`
 * behave as the Web Speech API says. Call before `page.goto`.
 */
export async function installSpeechRecorder(page: Page) {
  await page.addInitScript(
    ({ voices, utteranceMs }) => {
      type TRecorded = {
        text: string;
        rate: number;
        pitch: number;
        volume: number;
        voiceName: string | null;
      };
      const spoken: TRecorded[] = [];
      const fakeVoices = voices.map((voice, index) => ({
        ...voice,
        voiceURI: voice.name,
        localService: true,
        default: index === 0,
      }));

      class RecordedUtterance extends EventTarget {
        text: string;
        rate = 1;
        pitch = 1;
        volume = 1;
        lang = '';
        voice: { name: string } | null = null;
        onstart: ((event: Event) => void) | null = null;
        onend: ((event: Event) => void) | null = null;
        onerror: ((event: Event) => void) | null = null;
        constructor(text = '') {
          super();
          this.text = text;
        }
        fire(type: 'start' | 'end' | 'error') {
          const event = new Event(type);
          this.dispatchEvent(event);
          this[`on${type}`]?.(event);
        }
      }

      const queue: RecordedUtterance[] = [];
      let current: RecordedUtterance | null = null;
      let timer: ReturnType<typeof setTimeout> | null = null;
      let isPaused = false;
      let remainingMs = utteranceMs;
      let startedAt = 0;
      let voicesReady = false;

      const finishCurrent = () => {
        const done = current;
        current = null;
        timer = null;
        done?.fire('end');
        startNext();
      };
      const startNext = () => {
        if (current || isPaused) return;
        const next = queue.shift();
        if (!next) return;
        current = next;
        spoken.push({
          text: next.text,
          rate: next.rate,
          pitch: next.pitch,
          volume: next.volume,
          voiceName: next.voice?.name ?? null,
        });
        next.fire('start');
        remainingMs = utteranceMs;
        startedAt = Date.now();
        timer = setTimeout(finishCurrent, remainingMs);
      };

      const synthesis = Object.assign(new EventTarget(), {
        onvoiceschanged: null as ((event: Event) => void) | null,
        get speaking() {
          return current !== null;
        },
        get pending() {
          return queue.length > 0;
        },
        get paused() {
          return isPaused;
        },
        getVoices: () => (voicesReady ? fakeVoices : []),
        speak(utterance: RecordedUtterance) {
          queue.push(utterance);
          startNext();
        },
        cancel() {
          const dropped = [...(current ? [current] : []), ...queue];
          queue.length = 0;
          if (timer) clearTimeout(timer);
          current = null;
          timer = null;
          isPaused = false;
          for (const utterance of dropped) utterance.fire('error');
        },
        pause() {
          if (isPaused) return;
          isPaused = true;
          if (timer && current) {
            clearTimeout(timer);
            timer = null;
            remainingMs = Math.max(0, remainingMs - (Date.now() - startedAt));
          }
        },
        resume() {
          if (!isPaused) return;
          isPaused = false;
          if (current) {
            startedAt = Date.now();
            timer = setTimeout(finishCurrent, remainingMs);
          } else {
            startNext();
          }
        },
      });

      // Voices arrive a moment after load, as in Chrome.
      setTimeout(() => {
        voicesReady = true;
        const event = new Event('voiceschanged');
        synthesis.dispatchEvent(event);
        synthesis.onvoiceschanged?.(event);
      }, 20);

      Object.defineProperty(window, 'speechSynthesis', { value: synthesis, configurable: true });
      Object.defineProperty(window, 'SpeechSynthesisUtterance', {
        value: RecordedUtterance,
        configurable: true,
      });
      Object.defineProperty(window, '__spokenUtterances', { value: spoken });
    },
    { voices: RECORDED_VOICES, utteranceMs: UTTERANCE_MS },
  );
}

/** Everything the page has asked to say so far, in order. */
export async function spokenUtterances(page: Page): Promise<TSpokenUtterance[]> {
  return page.evaluate(
    () => (window as unknown as { __spokenUtterances: TSpokenUtterance[] }).__spokenUtterances,
  );
}
