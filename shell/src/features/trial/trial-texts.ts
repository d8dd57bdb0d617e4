// Spec 000 sections 2, 4, 8 and 9, word for word.

export { PAYMENT_REQUIRED_PATH } from '@manifest/contracts/trial';
/** Spec 000 section 9: an expired, unpaid trial is sent to payment 2 s after the toast. */
export const TRIAL_EXPIRED_REDIRECT_MS = 2000;

export const TRIAL_EXPIRED_BANNER_TEXT =
  'Your trial has expired. Complete payment to continue using the product.';
export const COMPLETE_PAYMENT_LABEL = 'Complete Payment';

export const TRIAL_EXPIRED_TOAST = {
  title: 'Trial Expired',
  description: 'Your 3-day trial has ended. Please complete payment to continue.',
} as const;

export const PAYMENT_SUCCESSFUL_TOAST = {
  title: 'Payment Successful!',
  description: 'Welcome to the product! Your account is now fully activated.',
} as const;
