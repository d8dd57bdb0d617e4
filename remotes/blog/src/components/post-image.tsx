import type { TImageVariant } from '@manifest/contracts/blog';
import { cn } from '@manifest/ui/cn';
import { Sparkles } from 'lucide-react';

type TPostImageProps = {
  src: string | null;
  /** The widths the CMS made of the image: the browser downloads the one its screen needs. */
  variants?: readonly TImageVariant[];
  /** How wide the image shows, for the browser's pick among the variants (the `sizes` attribute). */
  sizes?: string;
  className?: string;
  /** The first screen's image loads at once; the rest when scrolled to. */
  isEager?: boolean;
};

/** A post's featured image, or a soft gradient placeholder when it has none. Decorative: the title says what it is. */
export function PostImage({
  src,
  variants = [],
  sizes = '100vw',
  className,
  isEager = false,
}: TPostImageProps) {
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
      srcSet={
        variants.length > 1
          ? variants.map(({ url, width }) => `${url} ${width}w`).join(', ')
          : undefined
      }
      sizes={variants.length > 1 ? sizes : undefined}
      alt=""
      loading={isEager ? 'eager' : 'lazy'}
      // The first screen's image is often its largest paint: asked for before the scripts.
      fetchPriority={isEager ? 'high' : 'auto'}
      decoding="async"
      className={cn('object-cover', className)}
    />
  );
}
