import '../app/styles.css';
import { lazy, Suspense, useState } from 'react';

import { CashForTasksSection } from '../features/landing/components/cash-for-tasks-section';
import { ClosingSection } from '../features/landing/components/closing-section';
import { FeatureSection } from '../features/landing/components/feature-section';
import { LandingFooter } from '../features/landing/components/landing-footer';
import { LandingHeader } from '../features/landing/components/landing-header';
import { LandingHero } from '../features/landing/components/landing-hero';
import { ProblemSection } from '../features/landing/components/problem-section';
import { TestimonialsSection } from '../features/landing/components/testimonials-section';

// The modal brings Stripe's React bindings: loaded when a visitor first asks for it.
const SignUpModal = lazy(async () => ({
  default: (await import('../features/landing/components/sign-up-modal')).SignUpModal,
}));

/** `/` signed out (spec 000 section 2). */
export default function LandingPage() {
  const [isSignUpOpen, setIsSignUpOpen] = useState(false);
  const openSignUp = () => setIsSignUpOpen(true);

  return (
    <div className="min-h-dvh bg-linear-to-b from-violet-50 via-background to-background dark:from-violet-950/40">
      <LandingHeader onStart={openSignUp} />
      <main>
        <LandingHero onStart={openSignUp} />
        <ProblemSection />
        <FeatureSection />
        <CashForTasksSection />
        <TestimonialsSection />
        <ClosingSection onStart={openSignUp} />
      </main>
      <LandingFooter />
      {isSignUpOpen && (
        <Suspense fallback={null}>
          <SignUpModal isOpen={isSignUpOpen} onOpenChange={setIsSignUpOpen} />
        </Suspense>
      )}
    </div>
  );
}
