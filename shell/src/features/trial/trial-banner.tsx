import { Button } from '@manifest/ui/button';
import { ArrowRightIcon, CircleAlertIcon, HourglassIcon } from 'lucide-react';
import { Link } from 'react-router-dom';

import { daysLeftText, formatTrialEnd, type TTrialBanner } from './trial-rules';
import {
  COMPLETE_PAYMENT_LABEL,
  PAYMENT_REQUIRED_PATH,
  TRIAL_EXPIRED_BANNER_TEXT,
} from './trial-texts';

const AFTER_TEXT = {
  'access-ends': (end: string) => `Full access until ${end}`,
  'plan-starts': (end: string) => `Your monthly plan starts ${end} unless you cancel`,
  'not-charged': (end: string) => `Full access until ${end}; you will not be charged`,
} as const;

/** Spec 000 section 2: blue with the days left while the trial runs, red once it expired. */
export const TrialBanner = ({ banner }: { banner: TTrialBanner }) => {
  if (banner.kind === 'hidden') return null;

  if (banner.kind === 'expired') {
    return (
      <aside
        aria-label="Trial"
        data-testid="trial-banner"
        data-state="expired"
        className="bg-destructive text-destructive-foreground"
      >
        <div className="mx-auto flex max-w-screen-2xl flex-col items-center gap-2 px-4 py-2.5 text-center text-sm sm:flex-row sm:justify-center sm:gap-4 sm:text-left">
          <p className="flex items-center gap-2 font-medium">
            <CircleAlertIcon aria-hidden="true" className="size-4 shrink-0" />
            {TRIAL_EXPIRED_BANNER_TEXT}
          </p>
          <Button
            asChild
            size="sm"
            className="h-8 bg-destructive-foreground text-destructive shadow-sm hover:bg-destructive-foreground/90"
          >
            <Link to={PAYMENT_REQUIRED_PATH}>
              {COMPLETE_PAYMENT_LABEL}
              <ArrowRightIcon aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </aside>
    );
  }

  return (
    <aside
      aria-label="Trial"
      data-testid="trial-banner"
      data-state="active"
      className="bg-linear-to-r from-info via-info to-info/85 text-info-foreground"
    >
      <p className="mx-auto flex max-w-screen-2xl flex-wrap items-center justify-center gap-x-2 gap-y-0.5 px-4 py-2 text-center text-sm">
        <HourglassIcon aria-hidden="true" className="size-4 shrink-0" />
        {banner.after === 'not-charged' ? (
          <span>
            <strong className="font-semibold">Trial cancelled</strong>
          </span>
        ) : (
          <span>
            <strong className="font-semibold">{daysLeftText(banner.daysLeft)}</strong> in your free
            trial
          </span>
        )}
        <span aria-hidden="true" className="hidden sm:inline">
          ·
        </span>
        <span>{AFTER_TEXT[banner.after](formatTrialEnd(banner.endsAt))}</span>
      </p>
    </aside>
  );
};
