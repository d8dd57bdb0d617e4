import { PlaceholderPage } from '@manifest/remote-kit/placeholder-page';

export default function PremiumSignUpPage() {
  return <PlaceholderPage remote="account" title="Premium Sign Up" />;
}
