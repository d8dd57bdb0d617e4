import { PlaceholderPage } from '../app/placeholder-page';

export default function AiAssistantPage() {
  return <PlaceholderPage title="AI Assistant" />;
}
