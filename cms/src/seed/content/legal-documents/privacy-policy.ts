import type { SeedLegalDocument } from '../types';

// Version 2 of the privacy text (spec 001 section 2): AI and payment providers, under-13s excluded.
export const PRIVACY_POLICY: SeedLegalDocument = {
  slug: 'privacy-policy',
  title: 'Privacy Policy',
  lastUpdated: '2025-06-01',
  pricingReading: 'none',
  backLink: 'signup',
  body: `# Privacy Policy

**Last updated: June 1, 2025**

This Privacy Policy describes how Manifest ("we", "us" or "our") collects, uses, shares and protects your information when you use our website, web app and related services (the "Service"). By using the Service, you agree to the practices described here.

## 1. Information We Collect

**Information you give us**

- **Account information:** first name, last name, email address and password (stored only in hashed form), or the basic profile details shared by a sign-in provider if you sign up with Google.
- **Your practice:** goals, affirmations, daily tasks, challenge history and notes, meditation sessions, vision board items, points and badges.
- **Communications:** messages you send through the Contact page and comments you post on the blog.

**Information collected automatically**

- Basic usage and device information, such as pages visited, browser type and approximate time of activity, used to keep the Service reliable and to improve it.

**Payment information**

- Card details are entered directly into our payment provider's secure form. We receive only limited information, such as the payment status and the last four digits of the card; we never store your full card number.

## 2. AI Conversations

When you chat with Aurora or RealityShift, or use the AI generators, your message is sent to our AI provider to generate a reply.

- **We do not store the content of your AI messages.** We keep only metadata, such as the time of the request, its length and whether it succeeded, to operate and protect the Service.
- Please do not share sensitive information, such as social security numbers or card numbers, in chats. The Service blocks messages that appear to contain them.

## 3. How We Use Your Information

- To create and manage your account, trial and subscription.
- To provide and personalise the Service, including AI-generated content.
- To process payments and prevent fraud.
- To respond to support requests and send important account notices.
- To monitor and improve the reliability, safety and performance of the Service.

## 4. Third-Party Service Providers

We share information only with trusted providers who help us run the Service, under agreements that require them to protect it:

- **An AI provider**, which processes your AI messages to generate replies.
- **A payment provider**, which processes card payments, free-trial card setup and subscription billing.
- **Hosting and infrastructure providers**, which store our data securely.

We do not sell your personal information.

## 5. Data Retention and Deletion

We keep your information for as long as your account is active. If you delete your account, **we delete your personal information within 30 days of account deletion**, except where we must keep limited records (for example, payment records) to meet legal obligations. Information about a cancelled subscription is retained for 30 days.

## 6. Security

We protect your information with encrypted connections (256-bit SSL), hashed passwords, access controls and regular reviews. No method of transmission or storage is completely secure, but we work hard to protect your data.

## 7. Your Choices and Rights

Depending on where you live, you may have the right to access, correct, export or delete your information, and to object to or limit certain processing. You can delete your account at any time. To make a request, email support@manifest.app.

## 8. Children's Privacy

The Service is **not intended for children under 13**, and we do not knowingly collect personal information from children under 13. If we learn that we have, we will delete it promptly. If you believe a child has provided us with information, please contact us.

## 9. Changes to This Policy

We may update this policy from time to time. If changes are significant, we will notify you by email or in the app before they take effect.

## 10. Contact Us

Questions about privacy? Email **support@manifest.app** or use our Contact page. We respond to privacy and legal requests within 72 hours.`,
};
