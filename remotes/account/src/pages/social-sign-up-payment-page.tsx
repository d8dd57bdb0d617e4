import { PlaceholderPage } from '@manifest/remote-kit/placeholder-page';

export default function SocialSignUpPaymentPage() {
  return <PlaceholderPage remote="account" title="Complete Your Signup" />;
}
