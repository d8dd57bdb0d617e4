import { Clock, Mail, ShieldCheck, type LucideIcon } from 'lucide-react';

type TSupportCard = { icon: LucideIcon; title: string; text: string; responseTime: string };

/** Spec 001 section 2: the three support contacts and their response times. */
const SUPPORT_CARDS: TSupportCard[] = [
  {
    icon: Clock,
    title: 'Support',
    text: 'Trouble with your account, a payment or the app.',
    responseTime: 'Replies within 24 hours',
  },
  {
    icon: Mail,
    title: 'General questions',
    text: 'Ideas, feedback, partnerships and everything else.',
    responseTime: 'Replies within 48 hours',
  },
  {
    icon: ShieldCheck,
    title: 'Privacy and legal',
    text: 'Your data, its export or deletion, and our terms.',
    responseTime: 'Replies within 72 hours',
  },
];

export function SupportCards() {
  return (
    <ul className="grid gap-4">
      {SUPPORT_CARDS.map(({ icon: Icon, title, text, responseTime }) => (
        <li
          key={title}
          className="flex gap-4 rounded-xl border border-border bg-card p-4 shadow-sm"
        >
          <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-secondary text-secondary-foreground">
            <Icon className="size-5" aria-hidden="true" />
          </span>
          <div>
            <h3 className="font-semibold">{title}</h3>
            <p className="text-sm text-muted-foreground">{text}</p>
            <p className="mt-1 text-sm font-medium text-primary">{responseTime}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
