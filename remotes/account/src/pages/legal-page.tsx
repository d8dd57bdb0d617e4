import { PlaceholderPage } from '../app/placeholder-page';

export default function LegalPage() {
  return <PlaceholderPage title="Legal" />;
}
