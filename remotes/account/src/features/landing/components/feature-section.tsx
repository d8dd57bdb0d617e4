import { Brain, Eye, Flame, Heart, LineChart, Trophy, type LucideIcon } from 'lucide-react';

type TFeature = { icon: LucideIcon; title: string; text: string; tone: string };

/** Spec 000 section 2: the six feature cards. */
const FEATURES: TFeature[] = [
  {
    icon: Eye,
    title: 'Vision Board',
    text: 'Pin the life you are creating, picture by picture, and step into it with a guided visualization.',
    tone: 'from-violet-500 to-fuchsia-500',
  },
  {
    icon: Heart,
    title: 'Abundance Meditations',
    text: 'Narrated sessions for wealth, love, health and calm, from five minutes a day.',
    tone: 'from-rose-500 to-pink-500',
  },
  {
    icon: Flame,
    title: 'Daily Challenges',
    text: 'Small, concrete challenges with tools that move you from wishing to doing.',
    tone: 'from-orange-500 to-amber-500',
  },
  {
    icon: LineChart,
    title: 'Desire Tracking Dashboard',
    text: 'Goals, streaks and a heat map of your practice, so progress is something you can see.',
    tone: 'from-sky-500 to-indigo-500',
  },
  {
    icon: Brain,
    title: 'Affirmation Engine',
    text: '42 affirmations in six themes, plus fresh ones written by AI for what you are working on.',
    tone: 'from-emerald-500 to-teal-500',
  },
  {
    icon: Trophy,
    title: 'Achievement System',
    text: 'Points for every practice and 17 badges to earn, celebrated the moment you get them.',
    tone: 'from-yellow-500 to-orange-500',
  },
];

export function FeatureSection() {
  return (
    <section aria-labelledby="features-title" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <h2
        id="features-title"
        className="text-center text-3xl font-bold tracking-tight text-balance"
      >
        Everything your practice needs
      </h2>
      <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {FEATURES.map(({ icon: Icon, title, text, tone }) => (
          <li key={title} className="rounded-xl border border-border bg-card p-6 shadow-sm">
            <span
              className={`flex size-11 items-center justify-center rounded-lg bg-linear-to-br ${tone} text-white`}
            >
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <h3 className="mt-4 text-lg font-semibold">{title}</h3>
            <p className="mt-2 text-sm text-pretty text-muted-foreground">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
