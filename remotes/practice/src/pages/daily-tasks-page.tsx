import { PlaceholderPage } from '@manifest/remote-kit/placeholder-page';

export default function DailyTasksPage() {
  return <PlaceholderPage remote="practice" title="Daily Tasks" />;
}
