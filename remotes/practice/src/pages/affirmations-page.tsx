import { PlaceholderPage } from '../app/placeholder-page';

export default function AffirmationsPage() {
  return <PlaceholderPage title="Affirmations" />;
}
