// Spec 001 sections 5 and 8, word for word.

export const MISSING_FIELDS_FOR_WALLET = {
  title: 'Missing Information',
  description: 'Please fill in all fields first',
} as const;

export const TRIAL_START_FAILED = {
  title: 'Error',
  description: 'Failed to start trial. Please try again.',
} as const;

/** The PayPal alternative is not offered yet; it says so (spec 001 section 5). */
export const PAYPAL_COMING_SOON = {
  title: 'PayPal Coming Soon',
  description: 'PayPal is coming soon. Please use a card or Google Pay for now.',
} as const;
