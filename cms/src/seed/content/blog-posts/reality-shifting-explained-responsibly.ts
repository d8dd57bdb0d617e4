import type { SeedBlogPost } from '../types';

export const REALITY_SHIFTING_EXPLAINED_RESPONSIBLY: SeedBlogPost = {
  title: 'Reality Shifting, Explained Responsibly',
  slug: 'reality-shifting-explained-responsibly',
  excerpt:
    'Reality shifting is a popular imaginative practice. Here is what people mean by it, how to explore it safely, and how to keep your feet on the ground.',
  categorySlug: 'manifestation',
  author: 'Theo Hartmann',
  tags: ['reality shifting', 'visualization', 'imagination', 'wellbeing'],
  publishDate: '2025-07-22',
  readTime: 4,
  isFeatured: false,
  content: `If you have spent any time on social media, you have probably seen videos about "reality shifting": people describing how they lie down, use a method, and "shift" into a different reality, sometimes a favourite fictional world, sometimes a version of their own life where things went differently.

It is a fascinating trend, and it raises honest questions. What is actually happening? Is it safe? Is it useful? Here is our grounded take.

## What people mean by shifting

Shifting usually describes a deep, immersive visualization. People relax, often at bedtime, and imagine a "desired reality" in vivid detail: the place, the people, the sounds, their own body and role in that world. Many describe states that feel very real, similar to lucid dreams or deep daydreams.

Some shifters believe they truly travel to another reality. We do not make that claim, and there is no scientific evidence for it. What we can say is that the experience of immersive imagination is real, and people report that it can feel restful, creative and meaningful.

## What the research says about related practices

There is no research on "shifting" as such, but there is research on things close to it:

- **Guided imagery** is used in many relaxation programmes and can help people feel calmer.
- **Mental rehearsal** is used by athletes and performers to prepare for real situations.
- **Lucid dreaming** has been studied in sleep labs, and some people can learn to become aware inside their dreams.

These practices share a core idea: imagination is a powerful tool for shaping mood, motivation and preparation. That is the part of shifting we find worth exploring.

## How to explore it safely

If you are curious, treat it as an imaginative relaxation practice. Some guidelines:

1. **Protect your sleep.** Shifting is often practised at night. If you find yourself staying up late trying to "make it work", stop. Sleep matters more.
2. **Keep a clear line between imagination and daily life.** Enjoy the experience, then come back fully: notice your room, your breath, your plans for tomorrow.
3. **Watch how you feel afterwards.** Do you feel rested and inspired, or frustrated and disconnected? Let that guide how often you practise.
4. **Do not use it to avoid things that need attention.** If shifting becomes a way to escape ongoing stress, sadness or relationship problems, that is a sign to reach out to someone you trust or a qualified professional.

> Imagination is a wonderful place to visit. Your real life is where you get to live.

## A gentle practice to try

Here is a version of shifting that stays firmly grounded:

- Lie down somewhere comfortable and take ten slow breaths.
- Picture a version of your own life a year from now in which things have gone well.
- Walk through one scene in detail. Where are you? What do you hear? Who is with you?
- Notice one thing your future self is doing that you could start now.
- Gently return: feel the bed, wiggle your fingers, open your eyes.
- Write down that one thing before you sleep or first thing in the morning.

We call this a "future-self shift". It borrows the immersion of shifting and ends with something you can act on.

## What shifting is not

It is not a replacement for medical, psychological or financial help. It will not change facts in the physical world, and it is not a test you can fail. If a method leaves you anxious or confused about what is real, stop, and talk to someone.

## Where RealityShift fits

Our RealityShift assistant is designed for imaginative, reflective conversations: exploring a desired future, building a "reality board" of what you want to grow, and turning it into steps. It is a creative companion, not a doctor or a guru. Use it for inspiration, then bring what you learn into your goals and daily tasks.

Used this way, shifting becomes what the best visualization practices have always been: a way to see a better life clearly enough to start walking toward it.`,
};
