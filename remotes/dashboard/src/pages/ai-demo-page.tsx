import { PlaceholderPage } from '@manifest/remote-kit/placeholder-page';

export default function AiDemoPage() {
  return <PlaceholderPage remote="dashboard" title="AI Demo" />;
}
