import { createHmac } from 'node:crypto';

/** The `Stripe-Signature` header Stripe sends: `t=<unix seconds>,v1=<HMAC-SHA256 of "t.payload">`. */
export function stripeSignatureHeader(payload: string, secret: string, timestamp: number): string {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');
  return `t=${timestamp},v1=${signature}`;
}
