import { PlaceholderPage } from '@manifest/remote-kit/placeholder-page';

export default function CancelSubscriptionPage() {
  return <PlaceholderPage remote="account" title="Cancel Subscription" />;
}
