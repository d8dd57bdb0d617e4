import { PlaceholderPage } from '../app/placeholder-page';

export default function CancelSubscriptionPage() {
  return <PlaceholderPage title="Cancel Subscription" />;
}
