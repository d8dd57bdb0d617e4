import { PlaceholderPage } from '../app/placeholder-page';

export default function ForgotPasswordPage() {
  return <PlaceholderPage title="Forgot Password" />;
}
