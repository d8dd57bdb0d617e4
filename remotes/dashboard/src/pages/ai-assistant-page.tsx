import { PlaceholderPage } from '@manifest/remote-kit/placeholder-page';

export default function AiAssistantPage() {
  return <PlaceholderPage remote="dashboard" title="AI Assistant" />;
}
