import { toast } from '@manifest/ui/use-toast';
import { useCallback } from 'react';

/** Share: the device's share sheet where there is one, else the link copied ('Link copied!'). */
export function useSharePost(post: { title: string; excerpt: string }) {
  return useCallback(async () => {
    const url = window.location.href.split('#')[0] ?? window.location.href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: post.title, text: post.excerpt, url });
        return;
      } catch (error) {
        // The person closed the sheet: nothing to say.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toast({
        title: 'Link copied!',
        description: 'The link to this article is on your clipboard.',
      });
    } catch {
      toast({
        title: 'Could not copy the link',
        description: url,
        variant: 'destructive',
      });
    }
  }, [post.title, post.excerpt]);
}
