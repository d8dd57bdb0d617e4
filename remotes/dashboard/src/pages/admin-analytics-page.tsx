import { PlaceholderPage } from '../app/placeholder-page';

export default function AdminAnalyticsPage() {
  return <PlaceholderPage title="Admin Analytics" />;
}
