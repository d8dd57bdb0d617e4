import type { SeedBlogPost } from '../types';

export const SCIENCE_OF_VISUALIZATION: SeedBlogPost = {
  title: 'The Science of Visualization, Told Honestly',
  slug: 'science-of-visualization',
  excerpt:
    'Visualization is not magic, but it is not nonsense either. Here is what research actually suggests, and how to use it in a way that helps you act.',
  categorySlug: 'mindset',
  author: 'Theo Hartmann',
  tags: ['visualization', 'research', 'mental rehearsal', 'motivation'],
  publishDate: '2025-10-09',
  readTime: 4,
  isFeatured: false,
  content: `Visualization sits at the centre of most manifestation practices. Picture what you want, feel it as real, and it will come. Sceptics roll their eyes; enthusiasts make big promises. The truth, as usual, is more interesting than either side.

Here is what we know from research, what we do not know, and how to use visualization in a way that is both inspiring and honest.

## What the research supports

### Mental rehearsal improves performance

Athletes, musicians and surgeons have used mental rehearsal for decades. Studies in sports psychology have found that imagining a movement in detail can improve performance, especially when combined with physical practice. The imagined practice seems to help the brain prepare the sequence of actions.

The key phrase is **combined with physical practice**. Imagining free throws helps basketball players who also shoot real free throws.

### Imagining the process beats imagining only the outcome

In a well-known line of studies, students who imagined the process of studying (where they would sit, when they would start, how they would handle distractions) tended to prepare more and do better than students who only imagined the joy of getting a great grade.

### Fantasies alone can drain motivation

Psychologist Gabriele Oettingen's research found something surprising: people who only indulged in positive fantasies about their goals sometimes made less progress. Her explanation is that the mind partly enjoys the reward in advance, which reduces the energy to pursue it. Her alternative, called mental contrasting, is to imagine the outcome and then the main obstacle standing in the way.

## What we do not know

There is no good evidence that visualizing an outcome makes it happen by itself, independent of your actions. No study shows that picturing money causes money to appear. We think it is important to say so clearly.

> Visualization does not replace action. At its best, it makes action easier, clearer and more likely.

## A method that uses the evidence

Here is a practical routine that combines the strongest findings. It takes about five minutes.

1. **Picture the outcome (one minute).** Imagine your goal achieved. Make it vivid and feel the emotions.
2. **Name the obstacle (one minute).** Ask: what inside me is most likely to get in the way? Maybe it is tiredness after work, fear of rejection, or scrolling on your phone. Picture that obstacle clearly.
3. **Make an if-then plan (one minute).** Write a sentence like: "If I feel too tired to write after dinner, then I will write for just ten minutes at the kitchen table." Research on these implementation intentions suggests they make follow-through more likely.
4. **Rehearse the process (two minutes).** Picture yourself doing the next step: opening the document, making the call, lacing up your shoes. Include the moment of reluctance and see yourself moving through it.

This is sometimes summarised as WOOP: Wish, Outcome, Obstacle, Plan.

## Making it feel good, too

Honesty does not have to mean dryness. Visualization is also a lovely way to reconnect with why a goal matters. Feeling gratitude and excitement for a future you are building is motivating and pleasant. Just do not stop there; let the feeling carry you into a step.

## Signs your practice is working

- You start tasks more easily.
- You notice obstacles earlier and have a plan ready.
- You feel calmer about your goal, not more anxious.
- Your actions and your vision start to match.

If visualization leaves you feeling worse, comparing your current life to a fantasy, try shorter sessions that focus more on the process and the next step.

## Try it in Manifest

The guided visualization on the Vision Board page walks you through four short steps for any item. Follow it with one if-then plan in your journal and a matching daily task. That is visualization the way the evidence suggests: a clear picture, an honest look at the obstacle, and a next step you will actually take.`,
};
