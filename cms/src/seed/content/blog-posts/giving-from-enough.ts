import type { SeedBlogPost } from '../types';

export const GIVING_FROM_ENOUGH: SeedBlogPost = {
  title: 'Giving From Enough: How Generosity Grows an Abundant Mindset',
  slug: 'giving-from-enough',
  excerpt:
    'Abundance is as much about flow as it is about having. Small, sustainable acts of generosity can shift how you feel about what you have.',
  categorySlug: 'abundance',
  author: 'Jonah Reyes',
  tags: ['generosity', 'abundance', 'gratitude', 'kindness'],
  publishDate: '2025-02-20',
  readTime: 4,
  isFeatured: false,
  content: `When we talk about abundance, we usually talk about receiving: more money, more opportunities, more love. But many wisdom traditions, and a fair amount of modern research, point to the other half of the circle. Giving, done in a sustainable and joyful way, can change how abundant we feel.

This is not about giving until it hurts, or giving to get something back. It is about giving **from enough**: noticing that you have something to offer, and letting it flow.

## Why generosity feels good

Studies on prosocial spending have found that people who spend a little money on others often report feeling happier than those who spend the same amount on themselves. Volunteering is linked in many surveys with a sense of meaning and connection. The effect seems strongest when the giving is freely chosen and you can see its impact.

There is also a mindset shift. When you give, even a small amount, you are telling yourself a story: "I have enough to share." Repeated over time, that story softens the scarcity voice that says there is never enough.

## Generosity is not only money

Money is one way to give, but often not the most meaningful. Consider:

- **Time:** an hour helping a friend move, tutoring a student, visiting a neighbour.
- **Attention:** listening fully, without checking your phone.
- **Skills:** editing a CV, fixing a bike, teaching someone to cook a favourite dish.
- **Encouragement:** a specific compliment, a note of thanks, a recommendation for someone's work.
- **Things:** passing on books, clothes or tools you no longer need.

> "No one has ever become poor by giving." (Anne Frank)

## Giving from enough, not from empty

Generosity can turn unhealthy when it comes from guilt, people-pleasing or a belief that your needs do not matter. Signs you might be giving from empty:

- You feel resentful afterwards.
- You say yes while your body says no.
- You cannot afford what you are giving, financially or emotionally.

Giving from enough means checking in first: **can I offer this freely, and still take care of myself?** If the answer is no, a smaller gift, or a kind "not this time", is also a form of generosity, toward yourself.

## A seven-day generosity practice

Try one small act each day for a week and notice how you feel:

1. **Day 1:** send a message thanking someone who helped you in the past.
2. **Day 2:** give your full attention in one conversation.
3. **Day 3:** leave a kind review for a small business you love.
4. **Day 4:** donate something you no longer use.
5. **Day 5:** buy a coffee or snack for someone, or make one.
6. **Day 6:** share a skill or piece of knowledge that might help someone.
7. **Day 7:** do something generous for yourself: rest, a walk, an early night.

At the end of each day, write one line about how it felt. Many people notice a lift in mood and a stronger sense of connection.

## Making it sustainable

- **Set a giving budget.** If you give money, decide a comfortable amount each month so you never feel anxious about it.
- **Choose causes that matter to you.** Giving aligned with your values feels more meaningful.
- **Give regularly, not dramatically.** Like any habit, small and steady wins.

## Receiving is part of the circle

Many generous people find it hard to receive. If someone offers help, a compliment or a gift, practise simply saying "thank you". Receiving graciously lets others experience the joy of giving, and it keeps the flow moving in both directions.

## Bring it into Manifest

Our wealth affirmation "I am a generous giver and a gracious receiver" is a lovely daily companion for this practice. Add your seven-day generosity challenge as custom daily tasks, and use the Abundance Flow meditation to reflect on what you already have to share. Abundance grows where it is allowed to flow.`,
};
