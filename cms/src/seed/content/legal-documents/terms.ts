import type { SeedLegalDocument } from '../types';

// Reading B of the pricing (spec 001 section 2): one-time app-store purchase, 3-day trial.
export const TERMS: SeedLegalDocument = {
  slug: 'terms',
  title: 'Terms of Service',
  lastUpdated: '2025-01-01',
  pricingReading: 'one-time-lifetime',
  backLink: 'home',
  body: `# Terms of Service

**Last updated: January 2025**

## 1. Agreement to These Terms

Welcome to Manifest. These Terms of Service ("Terms") are an agreement between you and Manifest ("Manifest", "we", "us" or "our") and govern your use of the Manifest app and website, including goals, affirmations, daily tasks, challenges, the vision board, guided meditations, the track record, the blog and the AI guides (together, the "Service").

By downloading, accessing or using the Service, you confirm that you have read, understood and agree to be bound by these Terms and by our Privacy Policy. If you do not agree, please do not use the Service.

## 2. Purchase

- **Free trial.** New users may explore the full Service during a 3-day free trial.
- **One-time payment.** After the trial, continued access requires a single one-time payment of **$9.99** for lifetime access to the Service.
- **App store purchase.** The purchase is made through the app store from which you downloaded Manifest, and is processed by that app store under its own terms and payment methods.
- **No subscriptions.** Manifest does not charge recurring fees. There is no subscription to manage or cancel.
- **Personal, non-commercial use.** Your purchase grants you a personal, non-exclusive, non-transferable licence to use the Service for your own non-commercial purposes. You may not resell, sublicense, share or commercially exploit the Service or your access to it.

## 3. User Responsibilities

When using the Service, you agree to:

- Provide accurate information and keep your account credentials secure.
- Use the Service only for lawful purposes and in line with these Terms.
- Not attempt to disrupt, reverse engineer, overload or gain unauthorised access to the Service or its systems.
- Not use the Service to harass, harm or impersonate others.
- Not post comments or other content that is unlawful, abusive, misleading or infringes the rights of others.

You are responsible for all activity that takes place under your account.

## 4. Content

- **Our content.** The affirmations, meditations, articles, designs, software and other materials in the Service are owned by Manifest or its licensors and are protected by copyright and other laws. You may use them only as part of your personal use of the Service.
- **Your content.** Goals, affirmations, notes, vision board items and other content you create remain yours. You give us permission to store and process that content solely to provide the Service to you.
- **AI-generated content.** Affirmations, meditation scripts, recommendations and replies produced by the AI guides are generated automatically. They may be imperfect, and you should use your own judgement before acting on them.
- **Comments.** Blog comments are reviewed before publication, and we may decline or remove any comment at our discretion.

## 5. Disclaimer

The Service is offered for personal growth, inspiration and educational purposes only. It is **not** medical, psychological, financial, legal or other professional advice, and it is not a substitute for such advice. Manifestation and mindset practices are personal and their outcomes vary; we make no promise of any particular result, including any financial, health or relationship outcome.

The Service is provided "as is" and "as available", without warranties of any kind to the fullest extent permitted by law. If you are experiencing a medical or mental health emergency, please contact your local emergency services or a qualified professional immediately.

## 6. Refunds

Because your purchase is made through the app store, **refunds are handled by the app store** under its own refund policy. Please contact the app store from which you purchased Manifest to request a refund. We are unable to issue refunds for app-store purchases directly.

## 7. Changes to These Terms

We may update these Terms from time to time, for example to reflect changes to the Service or to the law. When we do, we will update the "Last updated" date above and, for significant changes, let you know in the app. Continuing to use the Service after changes take effect means you accept the updated Terms.

## 8. Contact

If you have questions about these Terms, please contact us:

- **Email:** support@manifest.app
- **In the app:** through the Contact page

We aim to answer privacy and legal questions within 72 hours.`,
};
