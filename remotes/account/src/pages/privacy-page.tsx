import { PlaceholderPage } from '../app/placeholder-page';

export default function PrivacyPage() {
  return <PlaceholderPage title="Privacy Policy" />;
}
