import { PlaceholderPage } from '@manifest/remote-kit/placeholder-page';

export default function BlogPostPage() {
  return <PlaceholderPage remote="blog" title="Blog Post" />;
}
