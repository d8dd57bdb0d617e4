import { PlaceholderPage } from '../app/placeholder-page';

export default function PaymentSuccessPage() {
  return <PlaceholderPage title="Payment Success" />;
}
