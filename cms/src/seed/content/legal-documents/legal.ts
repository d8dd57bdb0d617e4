import type { SeedLegalDocument } from '../types';

export const LEGAL: SeedLegalDocument = {
  slug: 'legal',
  title: 'Legal Information',
  lastUpdated: '2025-01-01',
  pricingReading: 'none',
  backLink: 'home',
  body: `# Legal Information

**Last updated: January 2025**

This page contains important legal information about the Manifest app and website (the "Service"). Please read it together with our Terms of Service and Privacy Policy.

## 1. Copyright

© 2025 Manifest. All rights reserved.

All content in the Service, including text, affirmations, meditation scripts, articles, graphics, logos, icons, audio, software and the selection and arrangement of these materials, is owned by Manifest or its licensors and is protected by copyright, trademark and other intellectual property laws. You may not copy, reproduce, distribute, modify or create derivative works from any part of the Service without our prior written permission, except for your own personal, non-commercial use of the Service.

## 2. Limitation of Liability

To the fullest extent permitted by law, Manifest and its owners, employees and partners will not be liable for any indirect, incidental, special, consequential or punitive damages, or for any loss of profits, data, goodwill or other intangible losses, arising from your use of, or inability to use, the Service. Where liability cannot be excluded, our total liability is limited to the amount you paid for the Service. Nothing on this page limits liability that cannot be limited under applicable law.

## 3. Disclaimers

### Medical Disclaimer

The Service, including its meditations, breathing practices, affirmations and AI guides, is for general wellbeing and educational purposes only. It is **not medical or psychological advice, diagnosis or treatment**, and it is not a substitute for care from a qualified health professional. Always seek the advice of your doctor or another qualified provider with any question about a medical or mental health condition. If you are in crisis or facing an emergency, contact your local emergency services immediately.

### Financial Disclaimer

Content about money, abundance and wealth, including affirmations, articles, the Financial Reality Calculator and AI-generated suggestions, is for inspiration and general education only. It is **not financial, investment, tax or legal advice**. Consult a qualified financial professional before making financial decisions.

### Results Disclaimer

Manifestation, visualization, meditation and mindset practices are personal, and results vary from person to person. **We do not guarantee any particular outcome**, including any change in income, health, relationships or circumstances. Testimonials and examples reflect individual experiences and are not promises of similar results. Your results depend on many factors, including your own actions.

## 4. Governing Law

These legal terms, our Terms of Service and any dispute arising from your use of the Service are governed by the laws of the jurisdiction in which Manifest is established, without regard to its conflict-of-law rules, except where the consumer protection laws of your place of residence give you additional rights.

## 5. Severability

If any provision of these legal terms or of our Terms of Service is found to be invalid or unenforceable, that provision will be limited or removed to the minimum extent necessary, and the remaining provisions will continue in full force and effect.

## 6. Third-Party Services

The Service relies on carefully chosen third-party services, including:

- **A sign-in provider (Google)**, which lets you sign in with your existing account. Your use of it is subject to that provider's own terms and privacy policy.
- **A PostgreSQL database**, hosted by our infrastructure provider, in which your account and activity data are stored securely.

We are not responsible for the content, policies or practices of third-party services, and links to external websites, such as the Cash for Tasks link, are provided for convenience only.

## 7. App Store Compliance

Where you obtain Manifest through an app store, you acknowledge that these terms are between you and Manifest, not the app store operator. The app store operator has no obligation to provide maintenance or support for the Service, and is not responsible for addressing any claims relating to it. Purchases, refunds and billing made through an app store are governed by that app store's terms. You confirm that you are not located in a country subject to applicable embargoes and are not on any prohibited-party list. The app store operator and its subsidiaries are third-party beneficiaries of these terms and may enforce them against you.

## 8. Contact

For legal questions, please contact **support@manifest.app**. We respond to privacy and legal enquiries within 72 hours.`,
};
