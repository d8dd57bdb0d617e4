import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router-dom';

export function BackToBlog() {
  return (
    <Link
      to="/blog"
      className="inline-flex items-center gap-1.5 self-start rounded-sm text-sm font-medium text-muted-foreground hover:text-primary"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      Back to Blog
    </Link>
  );
}
