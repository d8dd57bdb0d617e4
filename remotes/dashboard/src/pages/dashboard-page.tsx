import { PlaceholderPage } from '../app/placeholder-page';

export default function DashboardPage() {
  return <PlaceholderPage title="Dashboard" />;
}
