import { useQuery } from '@tanstack/react-query';

import { verifyPayment, VERIFY_PAYMENT_URL } from '../api/verify-payment';

/**
 * The payment of /payment-success?payment_intent=…, verified by the server once.
 * Without the parameter there is nothing to verify (the query stays idle).
 */
export const useVerifiedPayment = (paymentIntentId: string | null) =>
  useQuery({
    queryKey: [VERIFY_PAYMENT_URL, paymentIntentId],
    queryFn: () => verifyPayment(paymentIntentId ?? ''),
    enabled: paymentIntentId !== null,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
