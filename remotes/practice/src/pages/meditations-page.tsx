import { PlaceholderPage } from '@manifest/remote-kit/placeholder-page';

export default function MeditationsPage() {
  return <PlaceholderPage remote="practice" title="Meditations" />;
}
