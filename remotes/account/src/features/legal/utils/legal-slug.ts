import type { TLegalSlug } from '@manifest/contracts/legal';

/**
 * Which legal document a route shows, decided here only (docs/cms.md, "Legal
 * pages"): each path shows the document of the same name, so `/terms` and
 * `/terms-of-service` keep their two versions of spec 001 section 2.
 */
const DOCUMENT_OF_PATH: Record<string, TLegalSlug> = {
  '/terms': 'terms',
  '/terms-of-service': 'terms-of-service',
  '/privacy': 'privacy',
  '/privacy-policy': 'privacy-policy',
  '/legal': 'legal',
};

export function legalSlugForPath(pathname: string): TLegalSlug {
  return DOCUMENT_OF_PATH[pathname.replace(/\/+$/, '')] ?? 'legal';
}
