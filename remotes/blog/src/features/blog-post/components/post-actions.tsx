import type { TBlogPostDetail } from '@manifest/contracts/blog';
import { Button } from '@manifest/ui/button';
import { cn } from '@manifest/ui/cn';
import { Bookmark, Heart, Share2 } from 'lucide-react';

import { useSharePost } from '../hooks/use-share-post';

type TPostActionsProps = {
  post: TBlogPostDetail;
  isLiked: boolean;
  onLike: () => void;
  isBookmarked: boolean;
  onBookmark: () => void;
};

/** Like (+1, local), bookmark (local) and Share. */
export function PostActions({
  post,
  isLiked,
  onLike,
  isBookmarked,
  onBookmark,
}: TPostActionsProps) {
  const share = useSharePost(post);
  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="outline" size="sm" aria-pressed={isLiked} onClick={onLike}>
        <Heart className={cn(isLiked && 'fill-rose-500 text-rose-500')} aria-hidden="true" />
        {isLiked ? 'Liked' : 'Like'}
      </Button>
      <Button variant="outline" size="sm" aria-pressed={isBookmarked} onClick={onBookmark}>
        <Bookmark className={cn(isBookmarked && 'fill-primary text-primary')} aria-hidden="true" />
        {isBookmarked ? 'Saved' : 'Save'}
      </Button>
      <Button variant="outline" size="sm" onClick={() => void share()}>
        <Share2 aria-hidden="true" />
        Share
      </Button>
    </div>
  );
}
