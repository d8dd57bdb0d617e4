import type { SeedBlogPost } from '../types';

export const MONEY_MINDSET_RESET: SeedBlogPost = {
  title: 'A Money Mindset Reset: From Scarcity to Calm, Clear Choices',
  slug: 'money-mindset-reset',
  excerpt:
    'How you feel about money shapes how you handle it. Here are practical steps to soften old money stories and build calmer financial habits.',
  categorySlug: 'abundance',
  author: 'Maya Ellison',
  tags: ['money mindset', 'abundance', 'financial habits', 'limiting beliefs'],
  publishDate: '2025-04-08',
  readTime: 4,
  isFeatured: false,
  content: `Money is rarely just about numbers. For most of us it carries emotion: worry, guilt, pride, shame, excitement. Those feelings grow out of stories we absorbed early ("money is the root of all evil", "we can't afford that", "rich people are greedy") and they quietly shape what we do with the money we have.

A money mindset reset is not about pretending to be rich or promising that thinking positively will pay your bills. It is about noticing your money stories, choosing more helpful ones, and backing them with small, steady habits. (We are not financial advisers; for decisions about investing, debt or taxes, please talk to a qualified professional.)

## Step 1: Uncover your money story

Take a page and finish these sentences quickly, without editing:

- When I was growing up, money was...
- People who have a lot of money are...
- When I check my bank balance, I feel...
- If I had more money, I would worry that...
- Spending money on myself makes me feel...

Read your answers back. You will likely spot a theme: fear, avoidance, guilt, or perhaps a belief that money is always hard to come by. That theme is your starting point.

## Step 2: Separate facts from stories

Next to each answer, mark whether it is a fact ("my rent is 40 percent of my income") or a story ("I'll never get ahead"). Facts are useful; they tell you what to work on. Stories are beliefs, and beliefs can be examined and updated.

## Step 3: Write a calmer money belief

Choose the story that bothers you most and write a replacement that is more helpful and still believable. For example:

- "I'm terrible with money" becomes "I am learning to handle money with care."
- "There's never enough" becomes "I can make clear choices with what I have, and that can grow."
- "Wanting money is selfish" becomes "Money gives me more ways to look after myself and others."

Say your new belief aloud each morning, or add it to your affirmations. Our wealth affirmations, such as "I handle my money with care, and it grows under my attention", are written in exactly this spirit.

## Step 4: Replace avoidance with a gentle check-in

Scarcity often shows up as avoidance: not opening statements, not checking the balance, hoping problems will go away. A kind, regular check-in rebuilds trust.

Try a **weekly money date**: fifteen minutes, same time each week, with a cup of tea. During it:

1. Look at your balances without judging them.
2. Review last week's spending and notice one thing you are glad you spent on.
3. Check upcoming bills.
4. Choose one small improvement for the coming week.

> Calm attention is the opposite of scarcity. What we look at kindly, we can change.

## Step 5: Practise abundance in small, real ways

Abundance is not only about having more. It is also about noticing and using what you already have well:

- **Gratitude for money that already flows to you:** a paycheck, a refund, a gift.
- **Automate a small saving,** even a tiny amount, so you experience money staying with you.
- **Give in a way that feels good:** a small donation, a coffee for a friend. Generosity reminds your mind that there is enough to share.
- **Invest in learning:** a library book on personal finance, a free budgeting course.

## Step 6: Celebrate progress

Paying off a small debt, saving your first emergency cushion, negotiating a fee: every step deserves recognition. Celebrating progress rewires the emotional side of money from dread toward pride.

## What to expect

Mindset work does not change your bank balance overnight. What it does change is the way you show up to money: less fear, more clarity, and more consistent action. Over months, those habits are what make the difference.

## Practise with Manifest

Filter the Affirmations page to Wealth & Abundance and choose one to say three times each morning. Add your weekly money date as a custom task, and try the Abundance Flow meditation when money worries feel loud. Calm, clear choices, repeated: that is a mindset reset you can feel.`,
};
