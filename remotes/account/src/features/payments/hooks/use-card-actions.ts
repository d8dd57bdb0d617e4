import { CardElement, useElements, useStripe } from '@stripe/react-stripe-js';

import { CardProblem, throwIfStripeError } from '../utils/describe-payment-failure';

type TBilling = { name: string; email: string };

/**
 * What a card form does with Stripe.js: each step throws a CardProblem with the
 * provider's words when the card is refused. `isReady` is false until Stripe.js
 * has loaded (the forms' submit waits for it).
 */
export function useCardActions() {
  const stripe = useStripe();
  const elements = useElements();

  const cardElement = () => {
    const card = elements?.getElement(CardElement);
    // Spec 000 section 8: an internal error, never expected once the form is shown.
    if (!card) throw new Error('Card element not found');
    return card;
  };
  const loadedStripe = () => {
    if (!stripe) throw new Error('Payment system loading');
    return stripe;
  };

  return {
    isReady: Boolean(stripe && elements),

    /** A payment method from the typed card (the landing modal sends its id with the sign-up). */
    async createPaymentMethod(billing: TBilling): Promise<string> {
      const result = await loadedStripe().createPaymentMethod({
        type: 'card',
        card: cardElement(),
        billing_details: billing,
      });
      throwIfStripeError(result);
      if (!result.paymentMethod) throw new CardProblem('Your card could not be used.');
      return result.paymentMethod.id;
    },

    /** Saves the typed card through a setup intent (a trial's card); answers the intent's id. */
    async setUpCard(clientSecret: string, billing: TBilling): Promise<string> {
      const result = await loadedStripe().confirmCardSetup(clientSecret, {
        payment_method: { card: cardElement(), billing_details: billing },
      });
      throwIfStripeError(result);
      if (result.setupIntent?.status !== 'succeeded' || !result.setupIntent.id) {
        throw new CardProblem('Your card could not be saved.');
      }
      return result.setupIntent.id;
    },

    /** Confirms a payment intent's charge with the typed card; answers the intent's id. */
    async payWithCard(clientSecret: string, billing: TBilling): Promise<string> {
      const result = await loadedStripe().confirmCardPayment(clientSecret, {
        payment_method: { card: cardElement(), billing_details: billing },
      });
      throwIfStripeError(result);
      if (result.paymentIntent?.status !== 'succeeded' || !result.paymentIntent.id) {
        throw new CardProblem('Your payment did not go through.');
      }
      return result.paymentIntent.id;
    },
  };
}
