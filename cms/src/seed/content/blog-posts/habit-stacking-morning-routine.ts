import type { SeedBlogPost } from '../types';

export const HABIT_STACKING_MORNING_ROUTINE: SeedBlogPost = {
  title: 'Habit Stacking: Build a Morning Routine You Will Actually Keep',
  slug: 'habit-stacking-morning-routine',
  excerpt:
    'Attach new habits to the ones you already have, and a calm, intentional morning becomes almost automatic. Here is how to design your stack.',
  categorySlug: 'habits',
  author: 'Maya Ellison',
  tags: ['habit stacking', 'morning routine', 'habits', 'productivity'],
  publishDate: '2026-01-28',
  readTime: 4,
  isFeatured: true,
  content: `Most morning-routine advice asks you to become a different person overnight: wake at 5 am, meditate for an hour, journal three pages, run five miles. It is inspiring to read and almost impossible to sustain.

Habit stacking takes the opposite approach. Instead of building a routine from scratch, you attach small new habits to things you already do every morning without thinking. The existing habit becomes a cue for the new one.

## How habit stacking works

The formula is simple:

**After I [current habit], I will [new habit].**

You already have plenty of reliable anchors: turning off your alarm, using the bathroom, boiling the kettle, pouring coffee, getting dressed, locking the front door. Each is a hook where a small new behaviour can hang.

This works because the hardest part of a new habit is remembering to do it. An anchor you never forget solves that problem.

## Step 1: List your current morning

Write down everything you do from waking until you leave the house or start work, in order. Be honest and detailed:

1. Alarm goes off, I turn it off.
2. I check my phone in bed.
3. I go to the bathroom.
4. I put the kettle on.
5. I make tea.
6. I shower and dress.
7. I eat breakfast.
8. I grab my keys and leave.

## Step 2: Choose two or three small new habits

Pick habits that support your goals and take under five minutes each. For example:

- Drink a glass of water.
- Take three slow breaths.
- Say one affirmation out loud.
- Write your 369 intention three times.
- Stretch for two minutes.
- Look at your vision board.

Resist the urge to add ten. Two or three is plenty to start.

## Step 3: Match each habit to an anchor

Find the anchor that makes the most sense in time and place:

- **After I turn off my alarm,** I will take three slow breaths before touching my phone.
- **After I put the kettle on,** I will drink a glass of water while it boils.
- **After I pour my tea,** I will write my intention three times in the notebook beside the kettle.

Notice how each new habit fits naturally into the gap created by the old one. The kettle takes three minutes to boil anyway.

## Step 4: Make it easy to start

Reduce the friction for each new behaviour:

- Put the glass next to the kettle the night before.
- Keep the notebook and pen on the counter.
- Set your vision board as your phone wallpaper so it greets you.

> Make the right thing the easy thing, and you will need far less willpower.

## Step 5: Start smaller than you think

If three breaths feels too easy, good. Tiny habits build trust with yourself. Once a stack runs on autopilot for two or three weeks, you can extend it: three breaths become a two-minute breathing exercise, one affirmation becomes your morning confidence session.

## A sample stack

Here is a ten-minute morning stack one of our readers shared:

1. Turn off alarm, then three slow breaths.
2. Feet on the floor, then say "Today I choose focus."
3. Kettle on, then drink water and stretch.
4. Tea poured, then write the 369 intention three times.
5. Sit down with tea, then a five-minute meditation.

None of these feel like a big commitment. Together they change the tone of the whole day.

## What to do when you miss a day

You will miss days. Travel, illness, a sick child, a late night: life happens. The rule we like is **never miss twice**. One missed morning is an exception; two in a row is the start of a new pattern. If you miss, make the next day's stack smaller if you need to, but do it.

## Track your progress

Seeing your progress is motivating. Tick off each part of your stack as it happens, or just the whole stack once a day. Watching a streak grow gives you a small reason to keep going on the mornings when motivation is low.

## Build your stack in Manifest

Add each new habit as a morning daily task, with a short duration and a few points. The Daily Tasks page groups them under Morning so your stack appears in order, and the home dashboard's 15-minute morning confidence session makes a perfect final link once your stack feels easy.`,
};
