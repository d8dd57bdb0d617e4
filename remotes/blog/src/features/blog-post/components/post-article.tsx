import type { TBlogPostDetail } from '@manifest/contracts/blog';
import { Badge } from '@manifest/ui/badge';
import { Tag, UserRound } from 'lucide-react';

import { PostImage } from '../../../components/post-image';
import { PostMeta } from '../../../components/post-meta';
import { useLocalToggle } from '../hooks/use-local-toggle';
import { PostActions } from './post-actions';
import { PostBody } from './post-body';

/** The post: category, title, excerpt, author, figures, actions, image, article and tags. */
export function PostArticle({ post }: { post: TBlogPostDetail }) {
  const [isLiked, toggleLike] = useLocalToggle(`manifest.blog.liked.${post.slug}`);
  const [isBookmarked, toggleBookmark] = useLocalToggle(`manifest.blog.saved.${post.slug}`);
  return (
    <article className="grid gap-8">
      <header className="grid gap-4">
        {post.category && (
          <Badge variant="secondary" className="self-start">
            {post.category.name}
          </Badge>
        )}
        <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-5xl">{post.title}</h1>
        <p className="text-lg text-muted-foreground sm:text-xl">{post.excerpt}</p>
        <p className="inline-flex items-center gap-2 font-medium">
          <UserRound className="size-5 text-primary" aria-hidden="true" />
          {post.author}
        </p>
        <PostMeta post={post} likes={post.likes + (isLiked ? 1 : 0)} />
        <PostActions
          post={post}
          isLiked={isLiked}
          onLike={toggleLike}
          isBookmarked={isBookmarked}
          onBookmark={toggleBookmark}
        />
      </header>
      {post.featuredImage && (
        <PostImage
          src={post.featuredImage}
          variants={post.featuredImageVariants}
          // The article's column: max-w-3xl (768 px) inside the page's padding.
          sizes="(min-width: 800px) 768px, 100vw"
          isEager
          className="aspect-[2/1] w-full rounded-2xl shadow-md"
        />
      )}
      <PostBody markdown={post.content} />
      {post.tags.length > 0 && (
        <ul aria-label="Tags" className="flex flex-wrap gap-2">
          {post.tags.map((tag) => (
            <li key={tag}>
              <Badge variant="outline" className="gap-1">
                <Tag className="size-3" aria-hidden="true" />
                {tag}
              </Badge>
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
