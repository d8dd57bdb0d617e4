import { ErrorState, LoadingState } from '@manifest/ui/page-states';
import { useLocation } from 'react-router-dom';

import { useLegalDocument } from '../api/get-legal-document';
import { legalSlugForPath } from '../utils/legal-slug';
import { LegalDocumentView } from './legal-document-view';

/** A legal page: the route's document from the CMS (through the API's cache), signed in or out. */
export function LegalDocumentPage() {
  const { pathname } = useLocation();
  const document = useLegalDocument(legalSlugForPath(pathname));

  return (
    <main data-remote="account" className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      {document.isPending && <LoadingState label="Loading..." />}
      {document.isError && (
        <ErrorState
          title="This page could not be loaded"
          description="The document is not available right now. Please try again in a moment."
          onRetry={() => void document.refetch()}
          isRetrying={document.isFetching}
        />
      )}
      {document.isSuccess && <LegalDocumentView document={document.data} />}
    </main>
  );
}
