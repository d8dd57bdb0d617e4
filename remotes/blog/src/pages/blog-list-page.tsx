import { PlaceholderPage } from '../app/placeholder-page';

export default function BlogListPage() {
  return <PlaceholderPage title="Blog" />;
}
