import { PlaceholderPage } from '@manifest/remote-kit/placeholder-page';

export default function ForgotPasswordPage() {
  return <PlaceholderPage remote="account" title="Forgot Password" />;
}
