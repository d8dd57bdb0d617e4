import { requestJson } from '@manifest/api-client/request';
import { ZPaymentConfig } from '@manifest/contracts/payments';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const PAYMENT_CONFIG_URL = '/api/payments/config';

export const getPaymentConfig = () => requestJson(ZPaymentConfig, 'GET', PAYMENT_CONFIG_URL);

/** The publishable key and where Stripe.js comes from: fixed for the page's life. */
export const paymentConfigQueryOptions = () =>
  queryOptions({
    queryKey: [PAYMENT_CONFIG_URL],
    queryFn: getPaymentConfig,
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
  });

export const usePaymentConfig = () => useQuery(paymentConfigQueryOptions());
