import { openChat } from '@manifest/shell-services/chat-panels';
import { Button } from '@manifest/ui/button';
import { MessageCircle, Orbit } from 'lucide-react';

/** The RealityShift promo: opens the assistant's chat panel (the shell owns the panel). */
export function RealityShiftPromoCard() {
  return (
    <section
      aria-labelledby="realityshift-promo-title"
      className="relative flex flex-col justify-between gap-5 overflow-hidden rounded-2xl bg-linear-to-br from-promo to-promo-accent p-6 text-promo-foreground shadow-lg shadow-promo/25"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-12 -right-12 size-40 rounded-full border-[1.5rem] border-promo-foreground/10"
      />
      <div className="relative flex items-start gap-3">
        <span
          aria-hidden="true"
          className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-promo-foreground/15"
        >
          <Orbit className="size-6" />
        </span>
        <div>
          <h2 id="realityshift-promo-title" className="text-lg font-semibold">
            RealityShift
          </h2>
          <p className="mt-1 text-sm">
            Your quantum guide for shifting into the reality you desire. Ask anything, any time.
          </p>
        </div>
      </div>
      <Button
        className="relative w-full bg-promo-foreground text-promo hover:bg-promo-foreground/90 sm:w-auto sm:self-start"
        onClick={() => openChat({ assistant: 'realityshift' })}
      >
        <MessageCircle aria-hidden="true" />
        Chat with RealityShift
      </Button>
    </section>
  );
}
