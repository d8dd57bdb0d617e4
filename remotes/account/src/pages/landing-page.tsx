import { PlaceholderPage } from '@manifest/remote-kit/placeholder-page';

export default function LandingPage() {
  return <PlaceholderPage remote="account" title="Landing" />;
}
