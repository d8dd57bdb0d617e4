import { Card } from '@manifest/ui/card';
import { Sun } from 'lucide-react';
import { wisdomOfTheDay } from '../utils/assistant-content';

/** Today's saying (spec 001 section 2: a Daily Wisdom card). */
export function DailyWisdomCard() {
  const wisdom = wisdomOfTheDay(new Date());
  return (
    <Card className="bg-linear-to-br from-primary/10 to-transparent p-5">
      <h2 className="flex items-center gap-2 text-base font-semibold">
        <Sun aria-hidden="true" className="size-4 text-primary" />
        Daily Wisdom
      </h2>
      <blockquote className="mt-3 text-sm leading-relaxed">“{wisdom.text}”</blockquote>
      <p className="mt-2 text-xs text-muted-foreground">Today’s theme: {wisdom.theme}</p>
    </Card>
  );
}
