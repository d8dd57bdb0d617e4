import type { SeedLegalDocument } from '../types';

// Version 1 of the privacy text (spec 001 section 2): adults 18 and over, contact through the app store.
export const PRIVACY: SeedLegalDocument = {
  slug: 'privacy',
  title: 'Privacy Policy',
  lastUpdated: '2025-01-01',
  pricingReading: 'none',
  backLink: 'home',
  body: `# Privacy Policy

**Last updated: January 2025**

Manifest ("we", "us" or "our") respects your privacy. This Privacy Policy explains what information we collect when you use the Manifest app and website (the "Service"), how we use and protect it, and the choices you have.

## 1. Information We Collect

To provide your personal transformation experience, we collect the information you enter into the Service:

- **Goals:** your goals, your manifestation goal, why it matters to you, how achieving it will feel, and your supportive beliefs.
- **Affirmations:** the affirmations you practise or generate, and your affirmation activity.
- **Progress:** completed daily tasks, meditation sessions and minutes, points, badges, streaks and your activity history.
- **Challenge responses:** the challenges you start and complete, along with any reflections or notes you save.
- **Vision board items:** the titles, descriptions, categories and images you add to your vision board.

We also collect the basic account details you provide, such as your name and email address, and limited technical information (such as device type and app version) needed to keep the Service working.

## 2. How We Use Your Information

We use your information only to:

- Provide, personalise and improve the Service, such as showing your progress and tailoring affirmations and suggestions.
- Calculate points, badges and statistics.
- Keep your account secure and prevent misuse.
- Communicate with you about your account and respond to your requests.

## 3. Storage and Security

Your information is stored on secure servers. We use industry-standard safeguards, including encrypted connections, access controls and regular security reviews, to protect it from unauthorised access, loss or misuse. No system is perfectly secure, but we work continuously to keep your data safe and to limit access to people who need it to run the Service.

We keep your information for as long as your account is active or as needed to provide the Service, and delete it when you delete your account, unless the law requires us to keep it longer.

## 4. No Sale of Your Data

**We do not sell your personal information.** We do not rent or trade it, and we do not share your goals, affirmations or other personal content with advertisers.

## 5. Your Rights

You are in control of your information. You have the right to:

- **Access:** request a copy of the personal information we hold about you.
- **Delete your account:** delete your account and the personal information associated with it.
- **Export:** receive your data, such as your goals, affirmations and vision board items, in a portable format.
- **Opt out:** opt out of optional communications and any non-essential data processing.

To exercise any of these rights, contact us using the details below. We will respond within a reasonable time and in any case as required by law.

## 6. Age Requirement

The Service is intended **for users 18 years of age and over only**. We do not knowingly collect information from anyone under 18. If you believe a minor has provided us with information, please contact us and we will delete it.

## 7. Changes to This Policy

We may update this Privacy Policy from time to time. We will update the "Last updated" date above and, for significant changes, notify you in the app.

## 8. Contact

For privacy questions or requests, contact us **through the app store**, using the developer support link on Manifest's app store listing. You can also email **support@manifest.app**. We respond to privacy requests within 72 hours.`,
};
