import { PlaceholderPage } from '../app/placeholder-page';

export default function AiDemoPage() {
  return <PlaceholderPage title="AI Demo" />;
}
