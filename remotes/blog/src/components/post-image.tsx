import { cn } from '@manifest/ui/cn';
import { Sparkles } from 'lucide-react';

type TPostImageProps = {
  src: string | null;
  className?: string;
  /** The first screen's image loads at once; the rest when scrolled to. */
  isEager?: boolean;
};

/** A post's featured image, or a soft gradient placeholder when it has none. Decorative: the title says what it is. */
export function PostImage({ src, className, isEager = false }: TPostImageProps) {
  if (!src) {
    return (
      <div
        className={cn(
          'flex items-center justify-center bg-linear-to-br from-violet-200 via-fuchsia-100 to-amber-100 dark:from-violet-950 dark:via-fuchsia-950 dark:to-amber-950',
          className,
        )}
      >
        <Sparkles className="size-10 text-violet-500/70" aria-hidden="true" />
      </div>
    );
  }
  return (
    <img
      src={src}
      alt=""
      loading={isEager ? 'eager' : 'lazy'}
      // The first screen's image is often its largest paint: asked for before the scripts.
      fetchPriority={isEager ? 'high' : 'auto'}
      decoding="async"
      className={cn('object-cover', className)}
    />
  );
}
