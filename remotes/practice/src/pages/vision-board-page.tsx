import { PlaceholderPage } from '@manifest/remote-kit/placeholder-page';

export default function VisionBoardPage() {
  return <PlaceholderPage remote="practice" title="Vision Board" />;
}
