import { PlaceholderPage } from '../app/placeholder-page';

export default function LandingPage() {
  return <PlaceholderPage title="Landing" />;
}
