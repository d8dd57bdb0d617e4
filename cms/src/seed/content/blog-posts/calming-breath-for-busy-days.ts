import type { SeedBlogPost } from '../types';

export const CALMING_BREATH_FOR_BUSY_DAYS: SeedBlogPost = {
  title: 'Four Calming Breath Practices for Busy Days',
  slug: 'calming-breath-for-busy-days',
  excerpt:
    'No time for a full meditation? These four simple breathing practices take one to three minutes and fit between meetings, errands and school runs.',
  categorySlug: 'meditation',
  author: 'Theo Hartmann',
  tags: ['breathing', 'stress', 'meditation', 'calm'],
  publishDate: '2025-06-11',
  readTime: 4,
  isFeatured: false,
  content: `Some days there is simply no room for a twenty-minute meditation. The calendar is full, the inbox is overflowing, and even lunch happens at your desk. On those days, your breath is the most portable calm-down tool you have. It goes everywhere with you, it is free, and a minute or two is often enough to help you reset.

Here are four simple breathing practices we return to again and again. None requires closing your eyes or sitting in a special position, so you can use them at your desk, in a car park, or in a queue.

A quick note before we begin: these practices are for everyday stress, not a treatment for any medical or mental health condition. If you feel dizzy or uncomfortable, return to normal breathing. If stress or anxiety feels overwhelming or persistent, please talk to a doctor or qualified professional.

## 1. The longer exhale (one minute)

**Best for:** calming down quickly before a difficult conversation or after a stressful email.

1. Breathe in through your nose for a count of four.
2. Breathe out slowly through your mouth for a count of six.
3. Repeat six to eight times.

A breath out that is longer than the breath in is widely used in relaxation techniques because many people find it signals "safe" to the body. Keep it comfortable; the exact counts matter less than the out-breath being longer.

## 2. Box breathing (two minutes)

**Best for:** focus and steadiness when you need to think clearly.

1. Breathe in for four.
2. Hold gently for four.
3. Breathe out for four.
4. Hold gently for four.
5. Repeat for about two minutes.

Picture tracing the four sides of a square as you go. If holding feels strained, shorten the holds to two counts or skip them.

## 3. The physiological sigh (30 seconds)

**Best for:** the moment you feel tension spike.

1. Take a normal breath in through your nose.
2. Without breathing out, take a second, shorter sip of air on top of it.
3. Let it all go in one long, slow breath out through your mouth.
4. Repeat two or three times.

This double in-breath and long sigh is something people often do naturally when they cry or are about to fall asleep. Doing it on purpose can feel like a quick release valve.

## 4. Three-part breath (three minutes)

**Best for:** winding down after work, or before a meditation or sleep.

1. Place one hand on your belly and one on your chest.
2. Breathe in slowly, letting the belly rise first, then the ribs widen, then the chest lift slightly.
3. Breathe out in reverse: chest, ribs, belly.
4. Continue for three minutes at an easy pace.

This one is more immersive and works best when you can sit for a moment without interruption.

> Your breath is always in the present moment. Following it, even for a minute, brings you there too.

## Building breath breaks into your day

The challenge with breath practices is remembering to use them. Here are some cues that work well:

- **Before opening your inbox:** one minute of longer exhales.
- **Waiting for a meeting to start:** box breathing with your camera off.
- **At a red light or in a queue:** one physiological sigh.
- **When you walk through your front door:** three-part breath before you start the evening.

You can also set two gentle phone reminders a day labelled simply "breathe".

## Pairing breath with intention

Once the breath has settled, you have a calm window for a quick intention. After your last exhale, silently repeat an affirmation, such as "I can take this one step at a time" or "I have what I need for today." Calm plus intention is a powerful combination.

## Go deeper in Manifest

When you have a little more time, the Stress Release meditation builds on the longer exhale with a full body scan, and Laser Focus uses breath to prepare you for deep work. Add "breath break" as an Anytime daily task and tick it off whenever you pause. Small pauses, repeated, change the texture of a busy day.`,
};
