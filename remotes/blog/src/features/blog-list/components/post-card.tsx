import type { TBlogPost } from '@manifest/contracts/blog';
import { Badge } from '@manifest/ui/badge';
import { Card } from '@manifest/ui/card';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router-dom';

import { PostImage } from '../../../components/post-image';
import { PostMeta } from '../../../components/post-meta';

/** The grid's column widths (PostGrid in a max-w-6xl page): three across, two, or one. */
const CARD_IMAGE_SIZES = '(min-width: 1024px) 352px, (min-width: 640px) 50vw, 100vw';

/** A post in the grid: image, category, title, excerpt, the figures, and Read More. */
export function PostCard({ post, isEager = false }: { post: TBlogPost; isEager?: boolean }) {
  const href = `/blog/${encodeURIComponent(post.slug)}`;
  return (
    <Card className="group flex flex-col overflow-hidden p-0 transition-shadow hover:shadow-lg">
      <PostImage
        src={post.featuredImage}
        variants={post.featuredImageVariants}
        sizes={CARD_IMAGE_SIZES}
        isEager={isEager}
        className="aspect-[16/9] w-full"
      />
      <div className="flex flex-1 flex-col gap-3 p-5">
        {post.category && (
          <Badge variant="secondary" className="self-start">
            {post.category.name}
          </Badge>
        )}
        <h3 className="text-lg leading-snug font-semibold">
          <Link to={href} className="rounded-sm hover:text-primary">
            {post.title}
          </Link>
        </h3>
        <p className="line-clamp-3 text-sm text-muted-foreground">{post.excerpt}</p>
        <PostMeta post={post} className="mt-auto text-xs" />
        <Link
          to={href}
          aria-label={`Read More: ${post.title}`}
          className="inline-flex items-center gap-1 self-start rounded-sm text-sm font-semibold text-primary hover:underline"
        >
          Read More
          <ArrowRight
            className="size-4 transition-transform group-hover:translate-x-0.5"
            aria-hidden="true"
          />
        </Link>
      </div>
    </Card>
  );
}
