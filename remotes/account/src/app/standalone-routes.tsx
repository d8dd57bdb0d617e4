import type { TStandaloneRoute } from '@manifest/remote-kit/standalone-app';
import { lazy } from 'react';

const LandingPage = lazy(() => import('../pages/landing-page'));
const SignUpPage = lazy(() => import('../pages/sign-up-page'));
const SignInPage = lazy(() => import('../pages/sign-in-page'));
const SocialSignUpPaymentPage = lazy(() => import('../pages/social-sign-up-payment-page'));
const PremiumSignUpPage = lazy(() => import('../pages/premium-sign-up-page'));
const PaymentRequiredPage = lazy(() => import('../pages/payment-required-page'));
const PaymentSuccessPage = lazy(() => import('../pages/payment-success-page'));
const CancelSubscriptionPage = lazy(() => import('../pages/cancel-subscription-page'));
const CancelByLinkPage = lazy(() => import('../pages/cancel-by-link-page'));
const ContactPage = lazy(() => import('../pages/contact-page'));
const TermsPage = lazy(() => import('../pages/terms-page'));
const PrivacyPage = lazy(() => import('../pages/privacy-page'));
const LegalPage = lazy(() => import('../pages/legal-page'));
const ForgotPasswordPage = lazy(() => import('../pages/forgot-password-page'));
const ResetPasswordPage = lazy(() => import('../pages/reset-password-page'));
const VerifyEmailPage = lazy(() => import('../pages/verify-email-page'));
const SettingsPage = lazy(() => import('../pages/settings-page'));
const PricingPage = lazy(() => import('../pages/pricing-page'));

/** The remote's pages at the paths the shell gives them, for running the remote alone. */
export const STANDALONE_ROUTES: ReadonlyArray<TStandaloneRoute> = [
  { path: '/', Page: LandingPage },
  { path: '/signup', Page: SignUpPage },
  { path: '/signin', Page: SignInPage },
  { path: '/login', Page: SignInPage },
  { path: '/signup/payment', Page: SocialSignUpPaymentPage },
  { path: '/signup-premium', Page: PremiumSignUpPage },
  { path: '/trial-signup', Page: PremiumSignUpPage },
  { path: '/payment-required', Page: PaymentRequiredPage },
  { path: '/payment-success', Page: PaymentSuccessPage },
  { path: '/cancel-subscription', Page: CancelSubscriptionPage },
  { path: '/cancel-trial', Page: CancelByLinkPage },
  { path: '/contact', Page: ContactPage },
  { path: '/terms', Page: TermsPage },
  { path: '/terms-of-service', Page: TermsPage },
  { path: '/privacy', Page: PrivacyPage },
  { path: '/privacy-policy', Page: PrivacyPage },
  { path: '/legal', Page: LegalPage },
  { path: '/forgot-password', Page: ForgotPasswordPage },
  { path: '/reset-password', Page: ResetPasswordPage },
  { path: '/verify-email', Page: VerifyEmailPage },
  { path: '/settings', Page: SettingsPage },
  { path: '/pricing', Page: PricingPage },
];
