import { definePages, HOME_PAGE_HEAD, type TPageHead } from '@manifest/remote-kit/pages';

const SIGN_IN: TPageHead = {
  title: 'Sign In | Manifest',
  description:
    'Sign in to Manifest to continue your daily practice: your goals, tasks, meditations, streaks and badges are waiting for you.',
};

/** The account remote's pages, one line each (docs/adding-a-page.md). */
export const PAGES = definePages({
  LandingPage: { paths: ['/'], for: 'visitors', prerender: 'build', ...HOME_PAGE_HEAD },
  SignUpPage: {
    paths: ['/signup'],
    for: 'visitors',
    prerender: 'build',
    title: 'Start Your Free Trial | Manifest',
    description:
      'Create your Manifest account and start a 7-day free trial: daily manifestation tasks, a vision board, guided meditations and AI guides.',
  },
  SocialSignUpPaymentPage: { paths: ['/signup/payment'], for: 'visitors' },
  SignInPage: { paths: ['/signin', '/login'], for: 'visitors', prerender: 'build', ...SIGN_IN },
  PremiumSignUpPage: { paths: ['/signup-premium', '/trial-signup'], for: 'visitors' },
  ForgotPasswordPage: { paths: ['/forgot-password'], for: 'visitors', prerender: 'build' },
  ResetPasswordPage: { paths: ['/reset-password'], for: 'visitors' },
  TermsPage: {
    paths: ['/terms', '/terms-of-service'],
    for: 'both',
    prerender: 'request',
    title: 'Terms of Service | Manifest',
    description:
      'The terms for using Manifest: your free trial and subscription, payments and refunds, cancelling, what the AI guides are for, and changes to these terms.',
  },
  PrivacyPage: {
    paths: ['/privacy', '/privacy-policy'],
    for: 'both',
    prerender: 'request',
    title: 'Privacy Policy | Manifest',
    description:
      'What Manifest keeps (your goals, affirmations, progress, challenge answers and vision board), why we keep it, for how long, and your rights.',
  },
  LegalPage: {
    paths: ['/legal'],
    for: 'both',
    prerender: 'request',
    title: 'Legal Information | Manifest',
    description:
      'Copyright, limitation of liability, medical, financial and results disclaimers, governing law and the third-party services Manifest relies on.',
  },
  ContactPage: {
    paths: ['/contact'],
    for: 'both',
    prerender: 'build',
    title: 'Contact Support | Manifest',
    description:
      'Questions about your account, billing or privacy? Write to the Manifest team: support answers within 24 hours, general questions within 48.',
  },
  // The blog's call to action: the offer, for visitors and members alike.
  PricingPage: {
    paths: ['/pricing'],
    for: 'both',
    prerender: 'build',
    title: 'Pricing: 7-Day Free Trial, then $9.99 a Month | Manifest',
    description:
      'One plan with everything in it: daily tasks, a vision board, meditations, challenges, affirmations and two AI guides. Try it free for 7 days.',
  },
  // Where an expired trial is sent and where a payment returns, with or without a session.
  PaymentRequiredPage: { paths: ['/payment-required'], for: 'both' },
  PaymentSuccessPage: { paths: ['/payment-success'], for: 'both' },
  // The trial reminder email's one-click cancel link, opened signed in or not.
  CancelByLinkPage: { paths: ['/cancel-trial'], for: 'both' },
  // The email verification link: opened on any device, signed in or not.
  VerifyEmailPage: { paths: ['/verify-email'], for: 'both' },
  CancelSubscriptionPage: { paths: ['/cancel-subscription'], for: 'members' },
  SettingsPage: { paths: ['/settings'], for: 'members' },
  // The first run after every sign-up (issue 38), before the dashboard.
  WelcomePage: { paths: ['/welcome'], for: 'members' },
});
