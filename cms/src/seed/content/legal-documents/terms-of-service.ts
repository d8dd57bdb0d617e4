import type { SeedLegalDocument } from '../types';

// Reading A of the pricing (spec 000 section 1): 7-day trial, then $9.99 per month.
export const TERMS_OF_SERVICE: SeedLegalDocument = {
  slug: 'terms-of-service',
  title: 'Terms of Service',
  lastUpdated: '2025-06-01',
  pricingReading: 'monthly-subscription',
  backLink: 'signup',
  body: `# Terms of Service

**Last updated: June 1, 2025**

## 1. Acceptance of Terms

These Terms of Service ("Terms") govern your access to and use of Manifest, including our website, web app, mobile experience, AI guides and related services (the "Service"), provided by Manifest ("we", "us" or "our"). By creating an account, starting a free trial or using the Service, you agree to these Terms and to our Privacy Policy. If you do not agree, do not use the Service.

## 2. Eligibility and Accounts

- You must be at least 18 years old to create an account.
- You agree to provide accurate, current information when signing up and to keep it up to date.
- You are responsible for keeping your password confidential and for all activity under your account. Tell us promptly at support@manifest.app if you suspect unauthorised use.

## 3. Free Trial

- New members receive a **7-day free trial** with full access to all features.
- A valid payment card is required to start the trial. **Your card is not charged during the trial.**
- If you do not cancel before the trial ends, your card will be charged **$9.99** when the trial ends and your monthly subscription begins.

## 4. Subscription, Billing and Auto-Renewal

- **Price.** After the trial, Manifest costs **$9.99 USD per month**, plus any applicable taxes.
- **Auto-renewal.** Your subscription renews automatically every month, and you authorise us to charge your payment card at the start of each billing period until you cancel.
- **Payment processing.** Card payments are processed securely by our third-party payment provider. We do not store your full card number on our servers.
- **Failed payments.** If a payment fails, we may retry the charge or suspend access until payment succeeds.
- **Price changes.** We will give you at least 30 days' notice before any price change takes effect, and you may cancel before it applies.

## 5. Cancellation

- You may cancel anytime from the Cancel Subscription page in the app or by contacting support@manifest.app.
- If you cancel during the free trial, you will not be charged.
- If you cancel after the trial, **cancellation takes effect at the end of your current billing period.** You keep full access until then, and you will not be charged again.

## 6. No Refunds

All payments are final and **non-refundable**, including for partial months and unused features, except where a refund is required by applicable law.

## 7. Acceptable Use

You agree not to:

- Use the Service for any unlawful, harmful or fraudulent purpose.
- Attempt to gain unauthorised access to the Service, other accounts or our systems.
- Interfere with or disrupt the Service, including by automated means.
- Share sensitive personal information, such as social security or card numbers, in chats with the AI guides.
- Post comments that are abusive, misleading, infringing or unlawful.

## 8. AI Disclaimer

The AI guides (Aurora and RealityShift) and the AI generators for affirmations, meditation scripts, goal recommendations and progress insights produce content automatically using an AI provider. This content is **for educational and inspirational purposes only** and is **not professional advice** of any kind, including medical, psychological, financial or legal advice. AI output may be inaccurate or incomplete. Always use your own judgement and consult a qualified professional for decisions that affect your health, finances or safety.

## 9. Intellectual Property

The Service and its content, including text, meditations, designs, software and trademarks, are owned by Manifest or its licensors. We grant you a limited, personal, non-transferable licence to use the Service while your account is active. Content you create (such as goals and vision board items) remains yours.

## 10. Termination

We may suspend or close your account if you break these Terms or misuse the Service. You may stop using the Service and close your account at any time.

## 11. Disclaimers and Limitation of Liability

The Service is provided "as is" without warranties of any kind. Results from manifestation, meditation and mindset practices vary, and we do not guarantee any specific outcome. To the fullest extent permitted by law, Manifest is not liable for indirect, incidental or consequential damages, and our total liability is limited to the amount you paid us in the three months before the claim.

## 12. Changes to These Terms

We may update these Terms from time to time. For material changes, we will give you **at least 30 days' notice** by email or in the app before they take effect. If you keep using the Service after that date, you accept the updated Terms.

## 13. Contact Us

Questions about these Terms? Email **support@manifest.app** or use our Contact page. We respond to legal questions within 72 hours.`,
};
