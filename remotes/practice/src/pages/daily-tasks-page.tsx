import { PlaceholderPage } from '../app/placeholder-page';

export default function DailyTasksPage() {
  return <PlaceholderPage title="Daily Tasks" />;
}
