import { PublicHeader } from '@manifest/remote-kit/public-header';
import { Button } from '@manifest/ui/button';

/** The landing page's header: the visitors' header, whose Start Free Trial opens the modal. */
export function LandingHeader({ onStart }: { onStart: () => void }) {
  return (
    <PublicHeader
      start={
        <Button size="sm" onClick={onStart} className="hidden sm:inline-flex">
          Start Free Trial
        </Button>
      }
    />
  );
}
