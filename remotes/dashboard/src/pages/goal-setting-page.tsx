import { PlaceholderPage } from '../app/placeholder-page';

export default function GoalSettingPage() {
  return <PlaceholderPage title="Goal Setting" />;
}
