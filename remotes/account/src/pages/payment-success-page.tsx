import { PlaceholderPage } from '@manifest/remote-kit/placeholder-page';

export default function PaymentSuccessPage() {
  return <PlaceholderPage remote="account" title="Payment Success" />;
}
