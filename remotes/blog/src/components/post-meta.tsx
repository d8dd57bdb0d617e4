import type { TBlogPost } from '@manifest/contracts/blog';
import { counted, noun } from '@manifest/contracts/counted';
import { cn } from '@manifest/ui/cn';
import { formatLongDate } from '@manifest/ui/format-date';
import { CalendarDays, Clock, Eye, Heart } from 'lucide-react';

const VIEW = noun('view');
const LIKE = noun('like');

type TPostMetaProps = {
  post: Pick<TBlogPost, 'publishDate' | 'readTime' | 'views' | 'likes'>;
  /** The like count as the reader sees it (their own like adds one). */
  likes?: number;
  className?: string;
};

/** Publish date (long US format), read time, views and likes, each behind its icon. */
export function PostMeta({ post, likes = post.likes, className }: TPostMetaProps) {
  const items = [
    { icon: CalendarDays, text: formatLongDate(post.publishDate), label: 'Published' },
    { icon: Clock, text: `${post.readTime} min read`, label: 'Read time' },
    { icon: Eye, text: counted(post.views, VIEW), label: 'Views' },
    { icon: Heart, text: counted(likes, LIKE), label: 'Likes' },
  ];
  return (
    <ul
      className={cn(
        'flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground',
        className,
      )}
    >
      {items.map(({ icon: Icon, text, label }) => (
        <li key={label} className="inline-flex items-center gap-1.5">
          <Icon className="size-4" aria-hidden="true" />
          {text}
        </li>
      ))}
    </ul>
  );
}
