export const PAGE_CONTENT_ID = 'page-content';

/** The first stop for keyboard users: past the banner and the ten links, to the page. */
export const SkipLink = () => (
  <a
    href={`#${PAGE_CONTENT_ID}`}
    className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-sm font-semibold text-primary-foreground shadow-lg focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
  >
    Skip to content
  </a>
);
