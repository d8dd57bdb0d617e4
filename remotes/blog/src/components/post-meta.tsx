import type { TBlogPost } from '@manifest/contracts/blog';
import { cn } from '@manifest/ui/cn';
import { formatLongDate } from '@manifest/ui/format-date';
import { formatWholeNumber } from '@manifest/ui/format-number';
import { CalendarDays, Clock, Eye, Heart } from 'lucide-react';

const countOf = (count: number, noun: string) =>
  `${formatWholeNumber(count)} ${count === 1 ? noun : `${noun}s`}`;

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
    { icon: Eye, text: countOf(post.views, 'view'), label: 'Views' },
    { icon: Heart, text: countOf(likes, 'like'), label: 'Likes' },
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
