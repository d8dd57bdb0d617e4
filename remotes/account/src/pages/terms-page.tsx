import { PlaceholderPage } from '../app/placeholder-page';

export default function TermsPage() {
  return <PlaceholderPage title="Terms of Service" />;
}
