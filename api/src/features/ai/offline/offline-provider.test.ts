import { AI_AFFIRMATION_CATEGORIES } from '@manifest/contracts/ai';
import { NO_PROGRESS_STATS } from '@manifest/contracts/stats';
import { describe, expect, it } from 'vitest';
import type { AiPerson, ChatInput } from '../ai-provider';
import { PRACTICES } from './chat-material';
import { AFFIRMATION_POOLS } from './affirmation-pools';
import type { OfflineMaterial } from './offline-material';
import { createOfflineProvider, OFFLINE_AFFIRMATION_COUNT } from './offline-provider';

const MATERIAL: OfflineMaterial = {
  affirmations: [
    { id: 1, text: 'Money comes to me from the editors.', category: 'wealth' },
    { id: 2, text: 'I am loved, say the editors.', category: 'love' },
    { id: 3, text: 'I radiate calm from the CMS.', category: 'spiritual' },
  ],
  meditations: [{ title: 'Abundance Flow', category: 'Abundance' }],
  posts: [{ title: 'Shifting Realities for Beginners', slug: 'shifting' }],
};

const ADA: AiPerson = {
  id: 'user-ada',
  firstName: 'Ada',
  goals: [{ title: 'Pay off my student loan', category: 'finance', isCompleted: false }],
};
const BEN: AiPerson = { id: 'user-ben', firstName: 'Ben', goals: [] };

let clock = new Date('2030-05-01T08:00:00Z');
const provider = createOfflineProvider({
  loadMaterial: async () => MATERIAL,
  now: () => clock,
  streamPauseMs: 0,
});
const signal = new AbortController().signal;

async function chat(input: Partial<ChatInput> & { message: string }) {
  const pieces: string[] = [];
  for await (const piece of provider.chat(
    { person: ADA, guide: 'aurora', history: [], ...input },
    signal,
  )) {
    pieces.push(piece);
  }
  return pieces;
}

const includesOneOf = (text: string, candidates: ReadonlyArray<string>) =>
  candidates.some((candidate) => text.includes(candidate));

describe('the offline guide', () => {
  it('is marked offline', () => {
    expect(provider.source).toEqual({ provider: 'offline', model: null });
  });

  it('streams a reply in several pieces that make the whole reply', async () => {
    const pieces = await chat({ message: 'How do I manifest more money?' });
    expect(pieces.length).toBeGreaterThan(5);
    expect(pieces.join('')).toMatch(/^\S[\s\S]*\?$/);
  });

  it("answers on the message's topic, by name, with the person's own goal", async () => {
    const reply = (await chat({ message: 'How do I manifest more money?' })).join('');
    expect(includesOneOf(reply, PRACTICES.money)).toBe(true);
    expect(reply).toContain('Ada');
    expect(reply).toContain('Pay off my student loan');
  });

  it('lets RealityShift teach shifting', async () => {
    const reply = (
      await chat({ guide: 'realityshift', message: 'How do I shift to my desired reality?' })
    ).join('');
    expect(includesOneOf(reply, PRACTICES.shifting)).toBe(true);
  });

  it('varies its replies across messages, people and moments', async () => {
    const replies = new Set<string>();
    for (const message of ['Teach me the 369 method', 'I feel anxious', 'Help with my career']) {
      for (const person of [ADA, BEN]) {
        replies.add((await chat({ message, person })).join(''));
      }
    }
    clock = new Date('2030-05-01T08:00:01Z');
    replies.add((await chat({ message: 'I feel anxious' })).join(''));
    expect(replies.size).toBe(7);
  });

  it('does not repeat a practice it already gave in the conversation', async () => {
    const message = 'Explain the 369 method';
    for (const given of PRACTICES.method369) {
      const others = PRACTICES.method369.filter((practice) => practice !== given);
      const history = others.map((content) => ({ role: 'assistant' as const, content }));
      const reply = (await chat({ message, history })).join('');
      expect(reply).toContain(given);
    }
  });

  it('tells the same daily story all day and a new one the next day', async () => {
    const today = await provider.dailyStory({ person: ADA, day: '2030-05-01' }, signal);
    expect(await provider.dailyStory({ person: ADA, day: '2030-05-01' }, signal)).toBe(today);
    const stories = new Set(
      await Promise.all(
        ['2030-05-02', '2030-05-03', '2030-05-04'].map((day) =>
          provider.dailyStory({ person: ADA, day }, signal),
        ),
      ),
    );
    expect(stories.has(today)).toBe(false);
    expect(stories.size).toBe(3);
    expect(today).toContain('Pay off my student loan');
  });

  it('writes a meditation script on the topic and intent, longer for more minutes', async () => {
    const short = await provider.meditationScript(
      { person: ADA, topic: 'Confidence', intent: 'speak up at work', duration: 5 },
      signal,
    );
    const long = await provider.meditationScript(
      { person: ADA, topic: 'Confidence', intent: 'speak up at work', duration: 30 },
      signal,
    );
    expect(short).toContain('Confidence: a 5-minute guided meditation');
    expect(short).toContain('speak up at work');
    expect(long.length).toBeGreaterThan(short.length);
    expect(long).toMatch(/\[Pause \d+ seconds\]/);
  });

  it.each(AI_AFFIRMATION_CATEGORIES)(
    'writes %s affirmations, distinct and of the category',
    async (category) => {
      const affirmations = await provider.affirmations({ person: ADA, category }, signal);
      expect(affirmations).toHaveLength(OFFLINE_AFFIRMATION_COUNT);
      expect(new Set(affirmations).size).toBe(OFFLINE_AFFIRMATION_COUNT);
      const known = [...AFFIRMATION_POOLS[category], ...MATERIAL.affirmations.map((a) => a.text)];
      expect(affirmations.every((text) => known.includes(text))).toBe(true);
    },
  );

  it("mixes the editors' affirmations into a matching category", async () => {
    const affirmations = await provider.affirmations({ person: ADA, category: 'Wealth' }, signal);
    expect(affirmations).toContain('Money comes to me from the editors.');
  });

  it('recommends goals the person does not have, building their least used practice', async () => {
    const stats = {
      ...NO_PROGRESS_STATS,
      affirmationsSaid: 12,
      tasksCompleted: 4,
      meditationSessions: 2,
      challengesCompleted: 1,
      goalsCreated: 1,
    };
    const { goals, insights } = await provider.goalRecommendations({ person: ADA, stats }, signal);
    expect(goals.length).toBeGreaterThanOrEqual(3);
    expect(goals).not.toContain('Pay off my student loan');
    expect(goals).toContain('Add three images that inspire me to my vision board this week');
    expect(insights).toContain('Ada, you have 1 active goal and 0 completed goals.');
    expect(insights).toContain(
      'Your strongest practice so far is affirmations (12 affirmations said)',
    );
  });

  it('counts one of a practice in the singular (never "1 goals set")', async () => {
    const stats = { ...NO_PROGRESS_STATS, goalsCreated: 1, totalPoints: 25, activeDays: 1 };
    const insights = await provider.progressInsights({ person: BEN, stats }, signal);
    expect(insights).toContain('Your strongest practice is goals, with 1 goal set.');
    expect(insights).toContain('Ben, you have earned 25 points across 1 active day.');
  });

  it("reads a person's real figures in the progress insights", async () => {
    const stats = {
      ...NO_PROGRESS_STATS,
      totalPoints: 340,
      activeDays: 9,
      currentStreak: 4,
      longestStreak: 6,
      meditationSessions: 7,
      activitiesThisWeek: 5,
      meditationMinutesThisWeek: 45,
    };
    const insights = await provider.progressInsights({ person: BEN, stats }, signal);
    expect(insights).toContain('Ben, you have earned 340 points across 9 active days.');
    expect(insights).toContain('4-day streak (your longest is 6 days)');
    expect(insights).toContain(
      'Your strongest practice is meditation, with 7 meditation sessions.',
    );
    expect(insights).toContain('This week you logged 5 activities and 45 minutes of meditation.');
  });
});
