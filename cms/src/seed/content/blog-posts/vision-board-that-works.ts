import type { SeedBlogPost } from '../types';

export const VISION_BOARD_THAT_WORKS: SeedBlogPost = {
  title: 'How to Build a Vision Board That Actually Works',
  slug: 'vision-board-that-works',
  excerpt:
    'A vision board is more than a collage of pretty pictures. Here is a step-by-step way to make one that keeps you focused and nudges you into action.',
  categorySlug: 'manifestation',
  author: 'Priya Natarajan',
  tags: ['vision board', 'goal setting', 'visualization', 'motivation'],
  publishDate: '2025-12-03',
  readTime: 4,
  isFeatured: true,
  content: `Most vision boards end up behind a door or at the bottom of a drawer. They were fun to make, they looked lovely for a week, and then they faded into the background. The problem is not the idea. A board that shows you what you care about, every day, is a powerful reminder. The problem is usually how it was built.

Here is our approach to a vision board that keeps working long after the glue has dried.

## Start with reflection, not scissors

Before you collect a single image, spend fifteen minutes answering these questions on paper:

1. What do I want more of in the next year?
2. What do I want less of?
3. How do I want to feel on an ordinary day?
4. Which areas of life matter most right now: work, money, health, relationships, home, personal growth?

Circle the two or three areas that feel most alive. A board that tries to cover everything tends to inspire nothing in particular.

## Choose images that carry a feeling

For each area you circled, look for images that make you feel something, not just images of things. A photo of a sunny kitchen table with friends around it might capture "connection and a calm home" better than a picture of a mansion.

Good sources include your own photos, magazines, free stock photo sites, and even simple words written in your own hand. Ask of every image: **when I look at this, do I feel pulled toward it?** If not, leave it out.

## Add words, but keep them short

A few words can sharpen the meaning of an image. Use short present-tense phrases: "I move my body every day", "We travel twice a year", "My savings grow each month". Avoid long paragraphs; the board should be readable in a glance.

## Make it specific where you can

Vague boards produce vague results. Where it makes sense, add a detail: a number, a date, a place. "Run a 10k by October" is easier to act on than "be fit". You do not need specifics for everything (some things are about feeling), but one or two concrete targets give the board teeth.

## Include the path, not just the destination

This is the step most boards skip. Research on mental contrasting, a technique studied by psychologist Gabriele Oettingen, suggests that imagining only the happy outcome can leave people feeling satisfied without acting. What helps is pairing the wish with the obstacle and a plan.

So for each big image, add a small note about the path:

- A beach photo, with "save a small amount every payday" underneath.
- A picture of a published book, with "write 300 words before breakfast".
- A healthy meal, with "cook at home on weeknights".

> "A vision without a plan is just a wish. A plan without a vision is just a chore."

## Put it where you will see it

Place the board somewhere you pass every day: beside your mirror, above your desk, as your phone lock screen. Some people keep a physical board at home and a digital copy in an app so it travels with them.

## Spend one minute with it daily

A board works best as part of a tiny ritual:

- Look at one image for thirty seconds.
- Imagine a moment in which it is real, including how it feels.
- Ask: what is one small thing I can do today that moves me toward this?

That last question turns a decoration into a planning tool.

## Review and refresh

Every three months, sit down with your board. Celebrate what has happened, even partially. Remove things that no longer excite you; changing your mind is growth, not failure. Add new images as your vision sharpens.

## A quick checklist

- Two or three focus areas, not ten.
- Images that carry a feeling.
- Short present-tense phrases.
- At least one concrete target.
- A small "path" note beside each big dream.
- Visible every day, reviewed every season.

## Build yours in Manifest

The Vision Board page lets you add items in seconds, group them by category, and launch a short guided visualization for any item or for the whole board. Pair each item with a daily task and you will see your progress, not just your dreams.`,
};
