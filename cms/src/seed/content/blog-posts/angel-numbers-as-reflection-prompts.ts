import type { SeedBlogPost } from '../types';

export const ANGEL_NUMBERS_AS_REFLECTION_PROMPTS: SeedBlogPost = {
  title: 'Angel Numbers as Reflection Prompts: What 111, 222 and 333 Can Ask You',
  slug: 'angel-numbers-as-reflection-prompts',
  excerpt:
    'Keep seeing 11:11 on the clock? Instead of searching for a hidden message, use repeating numbers as gentle cues to pause and check in with yourself.',
  categorySlug: 'mindset',
  author: 'Priya Natarajan',
  tags: ['angel numbers', 'mindfulness', 'journaling', 'reflection'],
  publishDate: '2025-08-27',
  readTime: 4,
  isFeatured: false,
  content: `You glance at the clock: 11:11. Later, a receipt totals 22.22. A licence plate reads 333. If you have ever noticed a run of repeating numbers, you are in good company. "Angel numbers" are one of the most searched topics in the manifestation world.

Many traditions assign meanings to numbers, and some people find those meanings comforting. We take a slightly different approach: we do not claim that numbers carry messages from the universe. We do think they can be wonderful **reflection prompts**, small moments that remind you to pause and check in.

## Why we notice repeating numbers

Our brains are pattern detectors. Once something catches our interest, we start noticing it more often, a tendency sometimes called the frequency illusion. After you read about 11:11, you will likely spot it more, not because it appears more, but because you are looking.

This is not a reason to dismiss the experience. It is a reason to use it. A moment of noticing is a moment of attention, and attention is exactly what most reflective practices try to cultivate.

## Turn each number into a question

Here is a set of prompts we like. The "meanings" are borrowed loosely from popular numerology, reframed as questions you can answer in a breath or in your journal.

### 111: What am I starting?

Ones are often linked to beginnings. When you see 111, ask: what new thing am I beginning, and what thought am I planting right now? If your thoughts are anxious, this is a cue to choose one kinder sentence.

### 222: Where do I need balance?

Twos are linked to partnership and balance. Ask: is there a relationship that needs attention? Am I giving too much, or too little? Is my week balanced between work and rest?

### 333: What wants to be expressed?

Threes are associated with creativity. Ask: is there something I have been wanting to say, make or share? What is one small creative act I could do today?

### 444: What is my foundation?

Fours suggest structure. Ask: what routines support me right now? Is there a habit that needs shoring up, such as sleep, movement or money tracking?

### 555: What is changing?

Fives are linked to change. Ask: what is shifting in my life, and how can I meet it with curiosity instead of resistance?

### 777 and 888: What am I learning, and what is growing?

Use 777 to ask what lesson this season is teaching you, and 888 to notice where effort is paying off, in money, skills, or relationships.

### 1111: What do I truly want?

The most famous one. Treat it as a prompt to repeat your main intention, once, with feeling.

> The number is the doorbell. You are the one who answers it.

## A simple practice

1. **Pause.** When you notice a repeating number, stop for one breath.
2. **Ask the question.** Use the prompt above, or simply ask, "How am I right now?"
3. **Answer honestly.** A word or a sentence is enough.
4. **Log it if you like.** Keep a short note in your journal or phone. Over weeks, patterns in your answers can be more revealing than the numbers themselves.

## A healthy relationship with signs

It is easy to slip into using numbers as decision-makers: "I saw 444, so I should take the job." We encourage you not to. Big decisions deserve information, advice and your own judgement. A number can remind you to reflect; it should not replace reflecting.

Likewise, if you find yourself anxiously looking for signs, or feeling uneasy when you do not see them, it is a good moment to step back and ground yourself in the present.

## Ask Aurora

Curious about a specific number? Ask Aurora, "What does 1111 mean?" You will get the traditional associations along with a reflection question to take into your day. Meaning is something you make, and a repeating number is simply a lovely invitation to make some.`,
};
