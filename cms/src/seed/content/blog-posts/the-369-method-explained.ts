import type { SeedBlogPost } from '../types';

export const THE_369_METHOD_EXPLAINED: SeedBlogPost = {
  title: 'The 369 Method Explained: A Practical Guide to Daily Intention',
  slug: 'the-369-method-explained',
  excerpt:
    'Three, six, nine: a simple rhythm for returning to one intention throughout the day. Here is how to do it well, and what it can and cannot do for you.',
  categorySlug: 'manifestation',
  author: 'Maya Ellison',
  tags: ['369 method', 'intention setting', 'journaling', 'daily practice'],
  publishDate: '2026-01-12',
  readTime: 5,
  isFeatured: true,
  content: `The 369 method is one of the most shared manifestation techniques online, and for good reason: it is simple, it costs nothing, and it fits into a normal day. You choose one intention and write it three times in the morning, six times in the afternoon and nine times in the evening. That is the whole structure.

What makes it work is not the numbers. It is what the numbers make you do: come back to one clear intention, on purpose, several times a day. In this guide we will walk through how to set it up, how to keep it meaningful, and how to pair it with the kind of action that actually moves your life.

## Where the numbers come from

The method is often linked to the inventor Nikola Tesla, who is said to have been fascinated by the numbers 3, 6 and 9. The historical link is loose at best, and you do not need it. Think of the numbers as a rhythm: a small dose in the morning, a bigger one at midday, the largest before sleep. The rhythm is memorable, and memorable habits are the ones we keep.

## Step 1: Choose one intention

The most common mistake is trying to work on five things at once. Pick one. Ask yourself what you most want to grow in the next month or two, then turn it into a short sentence that is:

- **In the present tense.** "I am building a business that supports my family" rather than "I will be rich someday".
- **Personal.** It is about you and what you can influence, not about changing someone else.
- **Believable enough.** If the sentence makes you wince, soften it. "I am becoming someone who exercises four times a week" is easier to say with feeling than "I am an elite athlete".
- **Short.** You will write it eighteen times a day. Keep it under fifteen words.

## Step 2: Morning, three times

Right after you wake, before the phone, write your sentence three times by hand. Write slowly. After each line, pause for one breath and picture a single moment in which the sentence is true. This is a warm-up: it sets the direction for the day.

## Step 3: Afternoon, six times

Somewhere between lunch and mid-afternoon, write it six times. This is the round most people forget, so tie it to something you already do, like your lunch break or the moment you close your laptop for a coffee. The afternoon round is a check-in: has your day so far matched your intention? If not, what is one small thing you could still do?

## Step 4: Evening, nine times

Before bed, write the sentence nine times. This round is about feeling. Go slowly, and let yourself imagine how it feels when the intention is part of your everyday life. Then close the notebook and let it go.

## Keeping it meaningful

Repetition can turn into copying lines without thinking. A few ways to keep it alive:

1. **Change the pen, not the sentence.** A small change in the ritual can wake up your attention.
2. **Add one line of evidence.** Under the evening round, write one thing that happened today that fits your intention, however small.
3. **Use a timer for the feeling.** Ten seconds of eyes-closed imagination after the last line makes a bigger difference than ten extra lines.
4. **Stay with it for at least 21 days.** Many people practise in blocks of 33 or 45 days. Pick a block and mark it on a calendar.

## What the 369 method can and cannot do

Let us be honest. Writing a sentence eighteen times a day does not move money into your account or make a specific person call you. What it can do is real, though:

- It keeps your goal in focus, so you notice opportunities you might otherwise miss.
- It gently reshapes your self-talk, which changes how you act.
- It gives you a daily ritual of calm and reflection.

> "Intention points the way. Action walks the path."

That is why we suggest pairing every 369 cycle with one concrete action a day, however small. If your intention is about a new job, the action might be one application or one message to a contact. If it is about health, it might be a ten-minute walk.

## A sample day

Here is what a day looks like with the intention "I am building a calm, well-paid career in design":

- **7:10 am:** three lines, then one breath picturing yourself presenting work you are proud of.
- **1:30 pm:** six lines over coffee, then you update one project in your portfolio.
- **10:00 pm:** nine lines, one line of evidence ("a former colleague liked my post and asked to chat"), then lights out.

## Try it inside Manifest

You can run the whole cycle in the app. Start with the guided 369 Manifestation Practice in Meditations to find your sentence, keep your lines in your journal, and log the daily action as a custom task so it earns points. Small, steady repetition is where change begins.`,
};
