import { PlaceholderPage } from '../app/placeholder-page';

export default function MeditationsPage() {
  return <PlaceholderPage title="Meditations" />;
}
