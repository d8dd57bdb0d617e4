import { PlaceholderPage } from '../app/placeholder-page';

export default function BlogPostPage() {
  return <PlaceholderPage title="Blog Post" />;
}
