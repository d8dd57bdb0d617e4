// Spec 001 sections 5 and 8, word for word.

export const CONFIRMATION_REQUIRED = {
  title: 'Confirmation Required',
  description: 'Please confirm that you want to cancel your subscription.',
} as const;

export const CANCELLATION_FAILED = {
  title: 'Cancellation Failed',
  description: 'Unable to cancel subscription. Please contact support.',
} as const;

export const SUBSCRIPTION_CANCELLED_TITLE = 'Subscription Cancelled';
