import { PlaceholderPage } from '@manifest/remote-kit/placeholder-page';

export default function AffirmationsPage() {
  return <PlaceholderPage remote="practice" title="Affirmations" />;
}
