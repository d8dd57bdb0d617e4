import { PlaceholderPage } from '@manifest/remote-kit/placeholder-page';

export default function TermsPage() {
  return <PlaceholderPage remote="account" title="Terms of Service" />;
}
