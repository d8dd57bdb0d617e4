import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

import { readAppPort } from '@manifest/build-config/app-ports';
import { createAppConfig } from '@manifest/build-config/create-app-config';
import { createPrerenderConfig } from '@manifest/build-config/create-prerender-config';
import { createAppServerConfig } from '@manifest/build-config/create-server-config';

const APP_DIR = dirname(fileURLToPath(import.meta.url));

export default createAppConfig({
  name: 'account',
  appDir: APP_DIR,
  port: readAppPort('account'),
  // One module per page; the shell's route table renders them (ARCHITECTURE.md).
  exposes: {
    './LandingPage': './src/pages/landing-page.tsx',
    './SignUpPage': './src/pages/sign-up-page.tsx',
    './SignInPage': './src/pages/sign-in-page.tsx',
    './SocialSignUpPaymentPage': './src/pages/social-sign-up-payment-page.tsx',
    './PremiumSignUpPage': './src/pages/premium-sign-up-page.tsx',
    './PaymentRequiredPage': './src/pages/payment-required-page.tsx',
    './PaymentSuccessPage': './src/pages/payment-success-page.tsx',
    './CancelSubscriptionPage': './src/pages/cancel-subscription-page.tsx',
    './CancelByLinkPage': './src/pages/cancel-by-link-page.tsx',
    './ContactPage': './src/pages/contact-page.tsx',
    './TermsPage': './src/pages/terms-page.tsx',
    './PrivacyPage': './src/pages/privacy-page.tsx',
    './LegalPage': './src/pages/legal-page.tsx',
    './ForgotPasswordPage': './src/pages/forgot-password-page.tsx',
    './ResetPasswordPage': './src/pages/reset-password-page.tsx',
    './VerifyEmailPage': './src/pages/verify-email-page.tsx',
    './SettingsPage': './src/pages/settings-page.tsx',
    './PricingPage': './src/pages/pricing-page.tsx',
  },
});

/** The public pages' HTML, rendered by the remote's own server (src/server/prerender.tsx). */
export const prerenderConfig = createPrerenderConfig({
  name: 'account',
  appDir: APP_DIR,
});

/** Its server (server.ts) for Node: `node dist-node/server.mjs`. */
export const serverConfig = createAppServerConfig({ name: 'account', appDir: APP_DIR });
