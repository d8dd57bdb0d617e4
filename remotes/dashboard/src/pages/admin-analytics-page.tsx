import { PlaceholderPage } from '@manifest/remote-kit/placeholder-page';

export default function AdminAnalyticsPage() {
  return <PlaceholderPage remote="dashboard" title="Admin Analytics" />;
}
