import { requestJson } from '@manifest/api-client/request';
import { ZLegalDocument, type TLegalSlug } from '@manifest/contracts/legal';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const legalDocumentUrl = (slug: TLegalSlug) => `/api/legal/${slug}`;

export const getLegalDocument = (slug: TLegalSlug) =>
  requestJson(ZLegalDocument, 'GET', legalDocumentUrl(slug));

export const legalDocumentQueryOptions = (slug: TLegalSlug) =>
  queryOptions({
    queryKey: [legalDocumentUrl(slug)],
    queryFn: () => getLegalDocument(slug),
    retry: 1,
  });

export const useLegalDocument = (slug: TLegalSlug) => useQuery(legalDocumentQueryOptions(slug));
