import { PlaceholderPage } from '../app/placeholder-page';

export default function PremiumSignUpPage() {
  return <PlaceholderPage title="Premium Sign Up" />;
}
