import '../app/styles.css';
import { useAuth } from '@manifest/auth/auth-provider';
import { PublicHeader } from '@manifest/remote-kit/public-header';
import { Button } from '@manifest/ui/button';
import { Card, CardContent, CardHeader } from '@manifest/ui/card';
import { PageContainer } from '@manifest/ui/page-header';
import { ArrowRight, Crown } from 'lucide-react';
import { Link } from 'react-router-dom';

import { CheckList } from '../components/check-list';

const INCLUDED = [
  'Daily manifestation tasks that earn points',
  'Vision board with guided visualization',
  'Challenges, meditations and affirmations',
  'Aurora and RealityShift, your two AI guides',
  'Track record, streaks and badges',
  'Cancel anytime during your trial: you pay nothing',
] as const;

/**
 * `/pricing` (the blog's call to action): reading A of the spec, as the sign-up
 * screens state it, a 7-day free trial then $9.99 a month, and the way to sign up.
 */
export default function PricingPage() {
  const { user } = useAuth();
  return (
    <>
      {/* Signed in, the app's own header is around the page. */}
      {!user && <PublicHeader />}
      <PageContainer data-remote="account" className="grid max-w-3xl gap-8">
        <header className="grid gap-3 text-center">
          <h1 className="text-3xl font-bold tracking-tight sm:text-5xl">Simple, honest pricing</h1>
          <p className="text-lg text-muted-foreground">
            One plan with everything in it. Try it free for 7 days.
          </p>
        </header>
        <Card className="mx-auto w-full max-w-md border-violet-300 shadow-xl dark:border-violet-800">
          <CardHeader className="items-center gap-2 text-center">
            <span className="flex size-12 items-center justify-center rounded-full bg-linear-to-br from-violet-600 to-indigo-600 text-white">
              <Crown className="size-6" aria-hidden="true" />
            </span>
            <h2 className="text-xl font-semibold">Manifest Premium</h2>
            <p>
              <span className="text-5xl font-bold tracking-tight">$9.99</span>
              <span className="text-muted-foreground">/month</span>
            </p>
            <p className="rounded-md bg-secondary px-3 py-1.5 text-sm font-semibold text-secondary-foreground">
              7-Day Free Trial • $9.99/month after
            </p>
          </CardHeader>
          <CardContent className="grid gap-6">
            <CheckList items={INCLUDED} />
            {user ? (
              <Button asChild size="lg">
                <Link to="/dashboard">
                  Go to Dashboard
                  <ArrowRight aria-hidden="true" />
                </Link>
              </Button>
            ) : (
              <Button asChild size="lg">
                <Link to="/signup">
                  Start 7-Day Free Trial
                  <ArrowRight aria-hidden="true" />
                </Link>
              </Button>
            )}
            <p className="text-center text-xs text-muted-foreground">
              Your card is charged $9.99/month when the trial ends. Cancel anytime before then.
            </p>
          </CardContent>
        </Card>
      </PageContainer>
    </>
  );
}
