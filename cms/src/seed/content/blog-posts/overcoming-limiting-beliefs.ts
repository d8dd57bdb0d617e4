import type { SeedBlogPost } from '../types';

export const OVERCOMING_LIMITING_BELIEFS: SeedBlogPost = {
  title: 'Overcoming Limiting Beliefs: A Five-Step Practice',
  slug: 'overcoming-limiting-beliefs',
  excerpt:
    'The stories we tell ourselves quietly shape what we try. Learn to spot a limiting belief, question it kindly and replace it with one that helps you grow.',
  categorySlug: 'mindset',
  author: 'Maya Ellison',
  tags: ['limiting beliefs', 'self-talk', 'mindset', 'reflection'],
  publishDate: '2025-05-14',
  readTime: 4,
  isFeatured: false,
  content: `"I'm not a numbers person." "People like me don't start businesses." "I always mess up relationships." Most of us carry sentences like these. We rarely say them out loud, but they sit in the background and quietly decide what we try and what we avoid.

These are limiting beliefs: conclusions about ourselves or the world that once felt true, often formed from a handful of experiences, and that now keep us smaller than we need to be. The good news is that beliefs are learned, and what is learned can be updated.

## Where limiting beliefs come from

They usually start with a real experience. A teacher sighs at your maths homework. A first business idea fails. A relationship ends painfully. Your mind, trying to protect you, draws a general rule: "I'm bad at this, so avoid it."

The rule made sense at the time. The trouble is that it never gets reviewed. Years later, it still runs, even though you have grown, learned and changed.

## Step 1: Catch the sentence

You cannot change a belief you have not noticed. For one week, pay attention to moments when you hold back, procrastinate or feel a sudden drop in energy. In each moment ask: **what am I telling myself right now?**

Write the sentence down exactly as it sounds in your head. It might be blunt or even a little unkind. That is normal.

## Step 2: Find the origin

Next to each sentence, note when you first remember believing it. You do not need a deep analysis. Often a single memory comes up quickly: a comment, an embarrassing moment, a family saying. Seeing the origin helps you realise the belief is a story from a specific time, not a fact about your whole life.

## Step 3: Question it kindly

Now ask a few questions, the way a curious friend might:

- Is this always true, or only sometimes?
- What evidence do I have against it?
- Would I say this to someone I love?
- What has this belief cost me?
- What might be possible if it were not true?

Take "I'm not a numbers person." Evidence against it might include budgeting for a holiday, tracking your running times, or learning a new recipe by adjusting quantities. The belief starts to wobble.

## Step 4: Write a bridge belief

Jumping from "I'm bad with money" to "I am a financial genius" rarely works, because your mind simply does not believe it. Instead, write a **bridge belief**: a statement that is both more helpful and honestly believable.

- "I'm not a numbers person" becomes "I can learn the numbers I need, one step at a time."
- "People like me don't start businesses" becomes "Many people with my background have built something of their own, and I can learn from them."
- "I always mess up relationships" becomes "I have learned a lot from past relationships, and I am practising new ways to connect."

> You do not have to believe the whole new story today. You only have to be willing to test it.

## Step 5: Gather new evidence

Beliefs change most when experience changes. Design one small action that lets your bridge belief prove itself:

- Read one short article about budgeting and apply one idea.
- Talk to one person who has started a small business.
- In your next conversation with a partner or friend, practise one new habit, like asking a follow-up question before giving advice.

Then write down what happened. Over weeks, this log of evidence becomes stronger than the old story.

## Be patient with the process

Old beliefs can return under stress. That does not mean you have failed; it means you are tired, and your mind reached for a familiar rule. Notice it, be kind to yourself, and return to your bridge belief.

If a belief is tied to painful experiences or feels overwhelming, consider working with a counsellor or therapist. Self-reflection is powerful, and so is support.

## Use Manifest to practise

Add your bridge belief to the "supportive beliefs" section of your manifestation goal, and pick affirmations from the Confidence category that echo it. Ask Aurora to "clear limiting beliefs" when you want a guided conversation, and log each evidence-building action as a task. Little by little, the story changes.`,
};
