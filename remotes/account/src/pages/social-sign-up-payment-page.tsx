import { PlaceholderPage } from '../app/placeholder-page';

export default function SocialSignUpPaymentPage() {
  return <PlaceholderPage title="Complete Your Signup" />;
}
