import { PlaceholderPage } from '@manifest/remote-kit/placeholder-page';

export default function ChallengesPage() {
  return <PlaceholderPage remote="practice" title="Challenges" />;
}
