import type { SeedBlogPost } from '../types';

export const CONSISTENCY_OVER_INTENSITY: SeedBlogPost = {
  title: 'Consistency Over Intensity: Why Small Daily Steps Win',
  slug: 'consistency-over-intensity',
  excerpt:
    'Big bursts of motivation feel great and rarely last. Learn how to design a practice so small you cannot fail, and let time do the heavy lifting.',
  categorySlug: 'habits',
  author: 'Jonah Reyes',
  tags: ['consistency', 'habits', 'motivation', 'progress'],
  publishDate: '2026-02-10',
  readTime: 4,
  isFeatured: false,
  content: `Every January, gyms fill up and journals get opened with great ceremony. By February, many of those journals are gathering dust. It is not because people lack willpower. It is because they started with intensity, and intensity is expensive.

Consistency is cheaper, and over time it is far more powerful. A practice you do for ten minutes every day will almost always beat a practice you do for two hours once in a while.

## The maths of small steps

Imagine two people who want to read more.

- Alex reads for three hours one Sunday, feels exhausted, and does not pick up a book again for a month.
- Sam reads ten pages every night before bed.

After a year, Alex has read maybe a few books. Sam has read around 3,650 pages, which is more than a dozen books, without ever having a dramatic reading day.

The same is true for saving money, writing, exercise, meditation and affirmations. Small amounts, repeated, add up to large results.

## Why intensity backfires

- **It depends on motivation.** Motivation is a feeling, and feelings come and go. A plan that needs you to feel inspired will fail on uninspired days.
- **It creates a painful memory.** An exhausting session teaches your brain that this activity is hard, making it less likely you will return.
- **It encourages all-or-nothing thinking.** If you cannot do the big version, you do nothing at all.

## Design a practice you cannot fail

The key question is: **what is the smallest version of this habit that still counts?**

- Meditation: one minute of breathing.
- Writing: one sentence.
- Exercise: putting on your trainers and walking to the end of the street.
- Affirmations: one affirmation, said three times.
- Money: checking your balance, calmly, once a day.

On good days, you will often do more. On hard days, the small version keeps the chain unbroken. That is the point.

> "Success is the sum of small efforts, repeated day in and day out." (Robert Collier)

## Protect the streak, not the record

Streaks are motivating, but they can become fragile. Missing one day after a long run can feel like failure, and failure can tempt us to quit. A few ways to keep streaks healthy:

1. **Use the minimum version on hard days.** One minute still counts.
2. **Never miss twice.** One missed day is life; two is a pattern.
3. **Celebrate returns.** Coming back after a break is a skill worth praising.

## Measure what you can control

Outcomes (a promotion, a weight, a savings balance) depend on many factors. Inputs (showing up, doing the small thing) are within your control. Track inputs daily and check outcomes monthly. You will feel more in control and less discouraged by slow weeks.

## Make it visible

We repeat what we see. Put your practice somewhere it cannot be ignored:

- A habit tracker on the fridge.
- A daily task list on your phone.
- A notebook on your pillow for the evening journal.

## When to turn up the intensity

Intensity has its place. Once a habit is stable, and you do it almost automatically, you can add a little more: five minutes instead of one, a longer walk, a bigger savings transfer. Increase gradually, by roughly 10 percent at a time, and only when the current level feels easy.

## A four-week plan

- **Week 1:** choose one habit and its smallest version. Do it daily.
- **Week 2:** add a specific time and place. Keep the size the same.
- **Week 3:** allow yourself to do more on good days, but keep the minimum.
- **Week 4:** review. Does it feel automatic? If yes, grow it slightly or add a second habit.

## How Manifest helps

Your Streak card on the home dashboard counts the days you show up, not how much you did. Daily tasks let you set tiny durations, and points reward every completion. Let the app remind you that a small step today is still a step, and that steps, repeated, take you a long way.`,
};
