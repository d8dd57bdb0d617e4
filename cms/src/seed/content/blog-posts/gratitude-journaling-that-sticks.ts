import type { SeedBlogPost } from '../types';

export const GRATITUDE_JOURNALING_THAT_STICKS: SeedBlogPost = {
  title: 'Gratitude Journaling That Sticks (Even When You Are Busy)',
  slug: 'gratitude-journaling-that-sticks',
  excerpt:
    'Gratitude journaling is easy to start and easy to abandon. These small tweaks keep it fresh, specific and part of your day for the long run.',
  categorySlug: 'habits',
  author: 'Jonah Reyes',
  tags: ['gratitude', 'journaling', 'habits', 'wellbeing'],
  publishDate: '2025-11-05',
  readTime: 4,
  isFeatured: false,
  content: `Gratitude journaling is one of the most recommended habits in personal growth. It is also one of the most abandoned. People buy a beautiful notebook, write "my family, my health, my home" every night for a week, get bored, and quietly stop.

The practice is worth keeping. Studies on gratitude exercises have found links with better mood and a greater sense of wellbeing for many people. The trick is making it specific, short and fresh enough that you actually keep doing it.

## Why the usual approach fades

Writing the same three broad items every day turns gratitude into a chore. Your mind stops paying attention because there is nothing new to notice. Gratitude works by training attention toward good things that are already here, so the practice needs a little novelty to stay effective.

## The principles of a lasting practice

### Be specific

"My partner" is pleasant. "The way my partner left the porch light on when I got home late" is powerful. Specific details take you back into the moment and let you feel it again.

### Go for depth over length

One entry written with feeling beats five written on autopilot. On busy nights, a single line is enough.

### Include people

Gratitude toward people, not just things, tends to feel richer. Name who helped, even in small ways: the colleague who covered a call, the cashier who was kind.

### Notice what you avoided

Sometimes gratitude comes from what did not happen: the rain held off during your walk, the tricky meeting went better than feared. This angle keeps the list fresh.

### Don't force it daily if it turns stale

Some research suggests that writing a few times a week can feel more meaningful than every day for some people. Experiment: try daily for two weeks, then three times a week, and notice which keeps it alive.

## A three-minute template

When you sit down, answer these three prompts:

1. **One good moment today:** describe it in one or two sentences, including a sensory detail.
2. **One person I am thankful for:** what did they do, and how did it help?
3. **One thing I did well:** gratitude toward yourself counts.

> "Enough is a feast." A short line of gratitude is a small feast you can have every day.

## Make it stick with habit stacking

Link your gratitude journal to something you already do reliably:

- After brushing your teeth at night, write one line.
- After you pour your morning coffee, write one line.
- After you close your laptop for the day, write one line.

Keep the notebook (or app) exactly where the anchor habit happens. A notebook on the kitchen counter gets used; one in a drawer upstairs gets forgotten.

## Prompts for the days you are stuck

- What made me smile today, even briefly?
- What is something I use every day and rarely appreciate?
- Who taught me something that still helps me?
- What is a challenge that made me stronger?
- What am I looking forward to this week?
- What did my body let me do today?

## Going further: the gratitude letter

Once a month, pick someone who made a difference in your life and write them a short letter. You can send it or keep it. Many people describe this as one of the most moving gratitude practices, and it deepens relationships when shared.

## When gratitude feels hard

On difficult days, gratitude can feel forced or even dismissive of real pain. That is okay. You do not need to pretend everything is fine. Try acknowledging the hard thing first ("Today was exhausting") and then noticing one small comfort ("The hot shower helped"). Gratitude and difficulty can share the same page.

## Track it in Manifest

Add "gratitude journal" as a custom evening task so it shows up in your day and earns points when you tick it off. You can also ask Aurora for a fresh gratitude prompt whenever you run out of ideas. Small, specific, and steady: that is gratitude that lasts.`,
};
