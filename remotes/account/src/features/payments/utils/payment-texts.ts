// Spec 000 section 8 and spec 001 section 8, word for word.

export const TRIAL_STARTED_TOAST = {
  title: 'Welcome to the product! 🎉',
  description: "Your 7-day free trial has started. You'll be charged $9.99/month after the trial.",
} as const;

export const PAYMENT_SUCCESSFUL_TOAST = {
  title: 'Payment Successful!',
  description: 'Welcome to the product! Your transformation journey begins now.',
} as const;

export const VERIFICATION_ERROR_TOAST = {
  title: 'Verification Error',
  description: 'Please contact support if you continue to have issues.',
} as const;

export const MISSING_TRIAL_INFO = {
  title: 'Missing Information',
  description: 'Please fill in all fields',
} as const;
