import { PlaceholderPage } from '@manifest/remote-kit/placeholder-page';

export default function LegalPage() {
  return <PlaceholderPage remote="account" title="Legal" />;
}
