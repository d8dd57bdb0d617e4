import { Button } from '@manifest/ui/button';
import { ChevronLeft, ChevronRight } from 'lucide-react';

type TBlogPagingProps = {
  page: number;
  hasPrevious: boolean;
  hasNext: boolean;
  onPage: (page: number) => void;
};

/** Previous/Next under the grid (spec 001 section 9: Next only after a full page). */
export function BlogPaging({ page, hasPrevious, hasNext, onPage }: TBlogPagingProps) {
  if (!hasPrevious && !hasNext) return null;
  return (
    <nav aria-label="Pages" className="flex items-center justify-center gap-3">
      {hasPrevious && (
        <Button variant="outline" onClick={() => onPage(page - 1)}>
          <ChevronLeft aria-hidden="true" />
          Previous
        </Button>
      )}
      <span className="text-sm text-muted-foreground">Page {page + 1}</span>
      {hasNext && (
        <Button variant="outline" onClick={() => onPage(page + 1)}>
          Next
          <ChevronRight aria-hidden="true" />
        </Button>
      )}
    </nav>
  );
}
