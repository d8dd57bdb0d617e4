import { Button } from '@manifest/ui/button';
import { Input } from '@manifest/ui/input';
import { BLOG_SEARCH_MAX_LENGTH } from '@manifest/contracts/blog';
import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';

type TBlogHeroProps = {
  /** The search the list shows now (from the address). */
  term: string;
  onSearch: (term: string) => void;
};

/** The listing's heading and its search box with the Search button. */
export function BlogHero({ term, onSearch }: TBlogHeroProps) {
  // The page remounts the hero when the address's term changes (Back, a category).
  const [draft, setDraft] = useState(term);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(draft.trim());
  };

  return (
    <section className="relative overflow-hidden rounded-2xl bg-linear-to-br from-violet-700 via-indigo-700 to-fuchsia-700 px-6 py-12 text-center text-white shadow-xl sm:px-10 sm:py-16">
      <div className="mx-auto grid max-w-2xl gap-4">
        <h1 className="text-3xl font-bold tracking-tight sm:text-5xl">Manifestation Blog</h1>
        <p className="text-base text-white/85 sm:text-lg">
          Insights, practices and stories to help you create the life you imagine.
        </p>
        <form role="search" onSubmit={handleSubmit} className="mt-2 flex gap-2">
          <Input
            type="search"
            aria-label="Search articles"
            placeholder="Search articles..."
            maxLength={BLOG_SEARCH_MAX_LENGTH}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            className="h-11 border-white/30 bg-white text-foreground dark:bg-white dark:text-slate-900"
          />
          <Button type="submit" size="lg" variant="secondary" className="h-11 shrink-0">
            <Search aria-hidden="true" />
            Search
          </Button>
        </form>
      </div>
    </section>
  );
}
