import { PlaceholderPage } from '@manifest/remote-kit/placeholder-page';

export default function GoalSettingPage() {
  return <PlaceholderPage remote="dashboard" title="Goal Setting" />;
}
