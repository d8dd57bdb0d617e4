import type { SeedBlogPost } from '../types';

export const SCRIPTING_YOUR_FUTURE_SELF: SeedBlogPost = {
  title: 'Scripting Your Future Self: How to Write the Life You Are Building',
  slug: 'scripting-your-future-self',
  excerpt:
    'Scripting means writing about your future as if it has already happened. Done with honesty and detail, it becomes a clear map for your next steps.',
  categorySlug: 'manifestation',
  author: 'Jonah Reyes',
  tags: ['scripting', 'journaling', 'future self', 'clarity'],
  publishDate: '2025-09-18',
  readTime: 4,
  isFeatured: false,
  content: `Scripting is a journaling practice in which you write about your future as though it has already happened. Instead of "I hope I get a new job", you write a diary entry dated a year from now describing your first month at that job: what you did on Monday, who you had lunch with, how you felt driving home.

It sounds simple, and it is. But it is also one of the most useful clarity tools we know, because it forces you to answer a question most of us avoid: what, exactly, do I want my days to look like?

## Why scripting helps

When a goal stays vague, it is hard to act on. "More freedom" or "a better relationship" are feelings, not plans. Writing a detailed scene turns the feeling into specifics you can work toward. Psychologists who study goal setting often point out that specific, vivid goals are easier to pursue than fuzzy ones, and scripting is a friendly way to get specific.

It also shows you what you do not want. Many people start writing their dream life and discover halfway through that the big house or the fancy title does not excite them as much as more time with family or work that feels meaningful. That discovery alone is worth the ink.

## How to write your first script

Set aside twenty minutes and a notebook. Then follow these steps.

### 1. Pick a date and a scene

Choose a specific future date, usually six to twelve months ahead, and write it at the top of the page. Then choose one ordinary day to describe. Ordinary is important: a normal Tuesday tells you more than a fantasy holiday.

### 2. Write in the past or present tense

Write as if you are recording what happened today. "I woke up at 6:30 without an alarm. The light was coming through the new curtains. I made coffee and read for twenty minutes before work."

### 3. Use all five senses

What did you see, hear, smell, taste and touch? Sensory detail makes the scene feel real to your mind, and it often reveals small desires you had not noticed, like a quiet kitchen or a garden.

### 4. Include the feelings

Name the emotions: proud, relaxed, excited, grateful. If you struggle to name a feeling, write what your body did: "my shoulders were loose", "I laughed out loud".

### 5. Include the path

This is where scripting becomes practical. Add a line or two about how you got here: "I am so glad I started that course last spring" or "Saying no to the extra project in March was the best decision I made." These lines are hints from your future self about what to do next.

## A short example

> March 14. Today I finished my third week at the studio. I walked in at nine, said hello to Sam, and spent the morning sketching the new café branding. At lunch we ate outside. I felt calm all day, and a little proud. I'm grateful I kept building my portfolio on Sunday mornings last year, even when it felt slow.

Notice what this script gives the writer: a type of job, a type of team, a rhythm of work, and a concrete habit (Sunday portfolio sessions) to start today.

## Common pitfalls

- **Writing about other people's choices.** Script your own actions and feelings, not what a specific person will do.
- **Making it a wish list.** A list of things you own is less useful than a day you live.
- **Judging the writing.** Nobody will read it. Spelling and style do not matter.
- **Doing it once and forgetting it.** Reread your script weekly, and rewrite it every month or two as your vision sharpens.

## Turning the script into action

After writing, underline every line that describes a habit or decision. Pick one, and put it in your week as a specific task. If your script mentions morning walks, schedule three this week. If it mentions a savings cushion, set up an automatic transfer, even a small one.

Over time, the gap between the script and your real days narrows. Not because the page made it happen, but because the page showed you where to step.

## Bring it into Manifest

Write your main goal on the Goal Setting page and use your script for the "how life will feel" part. Then add the habits you underlined as custom daily tasks. Each time you complete one, you are living a line of your script.`,
};
