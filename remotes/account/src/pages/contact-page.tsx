import { PlaceholderPage } from '@manifest/remote-kit/placeholder-page';

export default function ContactPage() {
  return <PlaceholderPage remote="account" title="Contact" />;
}
