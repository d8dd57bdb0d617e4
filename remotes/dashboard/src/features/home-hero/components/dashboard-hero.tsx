import { useUserStats } from '@manifest/api-client/calls/user-stats';
import { useAuth } from '@manifest/auth/auth-provider';
import { Sparkles } from 'lucide-react';

import { greetingFor } from '../utils/greeting';
import { RealityShiftPromoCard } from './realityshift-promo-card';

export const DASHBOARD_TAGLINE = 'Manifest your dreams into reality, one mindful step at a time.';

/**
 * The dashboard's header: the product's name, a greeting with the user's first
 * name (utils/greeting.ts), the tagline, and the RealityShift card (beside it on wide screens, under
 * the tagline on phones).
 */
export function DashboardHero() {
  const { user } = useAuth();
  // The same figures the stat cards read: one request for both.
  const { data: stats } = useUserStats();
  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <header className="relative overflow-hidden rounded-2xl border border-border bg-linear-to-br from-secondary via-card to-accent p-6 shadow-sm sm:p-8">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -right-16 -bottom-20 size-64 rounded-full bg-primary/10 blur-3xl"
        />
        <p className="relative inline-flex items-center gap-1.5 text-sm font-semibold tracking-wide text-primary uppercase dark:text-secondary-foreground">
          <Sparkles aria-hidden="true" className="size-4" />
          Manifest
        </p>
        <h1 className="relative mt-3 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          {greetingFor(user?.firstName, stats)}
        </h1>
        <p className="relative mt-2 max-w-xl text-base text-muted-foreground sm:text-lg">
          {DASHBOARD_TAGLINE}
        </p>
      </header>
      <RealityShiftPromoCard />
    </div>
  );
}
