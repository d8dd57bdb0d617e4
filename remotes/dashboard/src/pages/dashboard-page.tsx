import { PlaceholderPage } from '@manifest/remote-kit/placeholder-page';

export default function DashboardPage() {
  return <PlaceholderPage remote="dashboard" title="Dashboard" />;
}
