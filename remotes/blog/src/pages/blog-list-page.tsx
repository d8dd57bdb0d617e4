import { PlaceholderPage } from '@manifest/remote-kit/placeholder-page';

export default function BlogListPage() {
  return <PlaceholderPage remote="blog" title="Blog" />;
}
