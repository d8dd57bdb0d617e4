import { setTimeout as delay } from 'node:timers/promises';
import type { AiProvider } from '../ai-provider';
import { AFFIRMATION_POOLS, CMS_CATEGORIES_FOR } from './affirmation-pools';
import { writeChatReply } from './chat-reply';
import { writeDailyStory } from './daily-story';
import { writeGoalRecommendations } from './goal-recommendations';
import { writeMeditationScript } from './meditation-script';
import type { OfflineMaterial } from './offline-material';
import { writeProgressInsights } from './progress-insights';
import { seededRandom } from './seeded-random';

export const OFFLINE_AFFIRMATION_COUNT = 7;

/** Words per streamed piece, and the pause between pieces: it reads as being written. */
const WORDS_PER_PIECE = 3;

export type OfflineProviderOptions = {
  /** The CMS's affirmations, meditations and posts (empty when the CMS is down). */
  loadMaterial: () => Promise<OfflineMaterial>;
  now: () => Date;
  /** Pause between streamed pieces; 0 in tests that only read the result. */
  streamPauseMs?: number;
};

/**
 * The guide with no AI service: answers written from our own material and the
 * CMS's, varied by person, message and moment. Every answer is marked offline.
 */
export function createOfflineProvider({
  loadMaterial,
  now,
  streamPauseMs = 15,
}: OfflineProviderOptions): AiProvider {
  // Same inputs a moment apart give a different answer: the moment is part of the seed.
  const randomFor = (...parts: ReadonlyArray<string | number>) =>
    seededRandom(...parts, now().toISOString());

  return {
    source: { provider: 'offline', model: null },

    async *chat(input, signal) {
      const material = await loadMaterial();
      const random = randomFor(input.person.id, input.guide, input.message, input.history.length);
      const words = writeChatReply(input, material, random).split(/(?<= )/);
      for (let index = 0; index < words.length; index += WORDS_PER_PIECE) {
        if (index > 0 && streamPauseMs > 0) await delay(streamPauseMs, undefined, { signal });
        yield words.slice(index, index + WORDS_PER_PIECE).join('');
      }
    },

    // One story per person per day: the day, not the moment, seeds it.
    async dailyStory({ person, day }) {
      return writeDailyStory(person, seededRandom(person.id, day));
    },

    async meditationScript(input) {
      return writeMeditationScript(input, randomFor(input.person.id, input.topic, input.intent));
    },

    async affirmations({ person, category }) {
      const material = await loadMaterial();
      const fromCms = material.affirmations
        .filter((affirmation) => CMS_CATEGORIES_FOR[category].includes(affirmation.category))
        .map((affirmation) => affirmation.text);
      const random = randomFor(person.id, category);
      // Mostly our own, with up to two of the editors' words mixed in.
      const picked = random.sample(fromCms, 2);
      const own = random.sample(
        AFFIRMATION_POOLS[category],
        OFFLINE_AFFIRMATION_COUNT - picked.length,
      );
      return random.sample([...own, ...picked], OFFLINE_AFFIRMATION_COUNT);
    },

    async goalRecommendations(input) {
      return writeGoalRecommendations(input, randomFor(input.person.id, 'goals'));
    },

    async progressInsights(input) {
      return writeProgressInsights(input, randomFor(input.person.id, 'insights'));
    },
  };
}
