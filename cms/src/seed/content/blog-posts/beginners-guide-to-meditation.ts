import type { SeedBlogPost } from '../types';

export const BEGINNERS_GUIDE_TO_MEDITATION: SeedBlogPost = {
  title: "A Beginner's Guide to Meditation: Start With Five Minutes",
  slug: 'beginners-guide-to-meditation',
  excerpt:
    'You do not need a silent mind, a special cushion or an hour a day. Here is everything you need to start meditating this week.',
  categorySlug: 'meditation',
  author: 'Priya Natarajan',
  tags: ['meditation', 'beginners', 'mindfulness', 'breathing'],
  publishDate: '2025-03-19',
  readTime: 4,
  isFeatured: false,
  content: `Meditation has a reputation problem. Many people imagine it requires emptying the mind, sitting cross-legged for an hour, or having some natural talent for stillness. So they try once, notice their thoughts racing, decide they are "bad at meditating", and give up.

Here is the truth: a busy mind is not a sign of failure. Noticing that your mind has wandered, and gently bringing it back, **is** the practice. Every time you do it, you are doing meditation exactly right.

## What meditation is (and is not)

At its simplest, meditation is training your attention. You choose something to focus on (often the breath) and, each time your attention drifts, you return to it.

It is not:

- Stopping all thoughts.
- Feeling blissful every time.
- A religious commitment (though some traditions include it).
- A replacement for medical or psychological care.

Many people find that regular practice helps them feel calmer, focus better and respond to stress with a little more space. Results vary from person to person, and they build gradually.

## Setting up

### Time

Start with five minutes. Seriously. Short sessions you enjoy are better than long sessions you dread. Choose a time that already has some stillness: after waking, after lunch, or before bed.

### Place

Any quiet-ish spot works. A chair is perfectly fine. Sit with your back fairly upright but not stiff, feet on the floor, hands resting on your thighs.

### Tools

You need nothing. A timer helps so you do not keep checking the clock. A guided meditation is ideal in the beginning, because a voice gently reminds you where to place your attention.

## Your first session, step by step

1. **Settle.** Sit comfortably and close your eyes or lower your gaze.
2. **Take three deeper breaths.** In through the nose, out through the mouth.
3. **Let the breath be natural.** Stop controlling it and simply notice it.
4. **Choose an anchor.** Pick one spot where you feel the breath most: the nostrils, the chest or the belly.
5. **Count if it helps.** Count "one" on the in-breath, "two" on the out-breath, up to ten, then start again.
6. **Notice wandering.** When you realise you are thinking about emails or dinner, silently say "thinking" and return to the breath. No scolding.
7. **Finish gently.** When the timer sounds, take one more breath, notice how you feel, and open your eyes.

> "You should sit in meditation for twenty minutes a day, unless you're too busy. Then you should sit for an hour." This old joke is a reminder that the busiest days are often when stillness helps most. But start with five.

## Common questions

### "My mind will not stop."

Good, that is normal. The number of times you return is more important than how long you stay.

### "I keep falling asleep."

Try sitting up rather than lying down, meditating earlier in the day, or keeping your eyes slightly open.

### "I feel restless or uncomfortable."

Shorter sessions help. Movement-based practices, like mindful walking, are also a good option. If meditation ever brings up distressing feelings, it is fine to stop and to seek support from a qualified professional.

### "How do I know it is working?"

Look for small shifts over weeks, not minutes: pausing before reacting, falling asleep a bit more easily, noticing your breath during a stressful moment.

## Different styles to explore

- **Breath awareness:** the foundation described above.
- **Body scan:** moving attention slowly from feet to head.
- **Loving-kindness:** silently offering good wishes to yourself and others.
- **Visualization:** imagining a place or an outcome in detail.
- **Guided meditations:** following a narrator, ideal for beginners.

## Building the habit

Attach your practice to an existing routine (after your morning coffee, for example), and track it. A two-week streak of five-minute sessions will teach you more about meditation than any article, including this one.

## Start today in Manifest

Open Meditations and choose Stress Release or Morning Energy for a short guided session with spoken narration. Each session you start is logged, so your minutes add up on your dashboard. Five minutes today is a beautiful beginning.`,
};
