import { z } from 'zod';

// `GET /api/legal/{slug}`: the legal texts of spec 001 section 2, both versions
// of the terms and of the privacy policy, each on the routes the spec names.

/** The documents the product's routes show; editors may add more in the CMS. */
export const LEGAL_SLUGS = [
  'terms',
  'terms-of-service',
  'privacy',
  'privacy-policy',
  'legal',
] as const;
export type TLegalSlug = (typeof LEGAL_SLUGS)[number];

export const LEGAL_DOCUMENT_NOT_FOUND_MESSAGE = 'Legal document not found';

export const ZLegalDocument = z.object({
  slug: z.string(),
  title: z.string(),
  /** Calendar date, YYYY-MM-DD. */
  lastUpdated: z.iso.date(),
  /** Markdown. */
  body: z.string(),
  /** Which pricing the text states: the app-store one-time purchase, the monthly subscription, or none. */
  pricingReading: z.enum(['one-time-lifetime', 'monthly-subscription', 'none']),
  /** Where the page's back link goes: '/' (Back to Home) or '/signup' (Back to Signup). */
  backLink: z.enum(['home', 'signup']),
});
export type TLegalDocument = z.infer<typeof ZLegalDocument>;
