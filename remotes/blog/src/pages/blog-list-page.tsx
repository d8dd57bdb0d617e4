import '../app/styles.css';
import { useAuth } from '@manifest/auth/auth-provider';
import { BUILD_ID } from '@manifest/remote-kit/build-id';
import { PublicHeader } from '@manifest/remote-kit/public-header';
import { PageContainer } from '@manifest/ui/page-header';
import { useQuery } from '@tanstack/react-query';

import { PageMeta } from '../components/page-meta';
import { categoriesQueryOptions } from '../features/blog-list/api/blog-posts-queries';
import { BlogHero } from '../features/blog-list/components/blog-hero';
import { BlogPostsSection } from '../features/blog-list/components/blog-posts-section';
import { CategoryFilter } from '../features/blog-list/components/category-filter';
import { FeaturedPosts } from '../features/blog-list/components/featured-posts';
import { JourneyCta } from '../features/blog-list/components/journey-cta';
import { useBlogListSource } from '../features/blog-list/hooks/use-blog-list-source';
import { showsFeatured } from '../features/blog-list/utils/blog-list-source';

export const BLOG_DESCRIPTION =
  'Insights, practices and stories on manifestation, mindset and personal transformation.';

/** `/blog` (spec 001 section 2): search, categories, featured, the grid and paging. */
export default function BlogListPage() {
  const { user } = useAuth();
  const { source, search, chooseCategory, goToPage } = useBlogListSource();
  const categories = useQuery(categoriesQueryOptions());
  const searchTerm = source.kind === 'search' ? source.term : '';

  return (
    <>
      {/* Signed in, the app's own header is around the page. */}
      {!user && <PublicHeader />}
      <PageContainer data-remote="blog" data-build-id={BUILD_ID} className="grid gap-10">
        <PageMeta
          title="Manifestation Blog"
          description={BLOG_DESCRIPTION}
          path="/blog"
          setsDocumentTitle={false}
        />
        <BlogHero key={searchTerm} term={searchTerm} onSearch={search} />
        <CategoryFilter
          categories={categories.data ?? []}
          selected={source.kind === 'category' ? source.slug : null}
          onSelect={chooseCategory}
        />
        {showsFeatured(source) && <FeaturedPosts />}
        <BlogPostsSection
          source={source}
          onPage={goToPage}
          onShowAll={() => chooseCategory(null)}
        />
        {!user && <JourneyCta />}
      </PageContainer>
    </>
  );
}
