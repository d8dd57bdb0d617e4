import { PlaceholderPage } from '@manifest/remote-kit/placeholder-page';

export default function PaymentRequiredPage() {
  return <PlaceholderPage remote="account" title="Trial Expired - Payment Required" />;
}
