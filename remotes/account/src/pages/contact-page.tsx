import { PlaceholderPage } from '../app/placeholder-page';

export default function ContactPage() {
  return <PlaceholderPage title="Contact" />;
}
