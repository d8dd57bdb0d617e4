import { PlaceholderPage } from '@manifest/remote-kit/placeholder-page';

export default function PrivacyPage() {
  return <PlaceholderPage remote="account" title="Privacy Policy" />;
}
