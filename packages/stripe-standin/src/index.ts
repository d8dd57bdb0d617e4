export type { TStripeEvent, TStripeObject } from './stand-in-state';
export {
  DEFAULT_WEBHOOK_SECRET,
  startStripeStandIn,
  type TStripeStandIn,
  type TStripeStandInOptions,
} from './start-stripe-standin';
export {
  CARD_DECLINED_MESSAGE,
  distinctTestCardNumber,
  TEST_PAYMENT_METHOD_CARDS,
} from './test-cards';
export { stripeSignatureHeader } from './webhook-signature';
