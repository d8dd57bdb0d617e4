import '../app/styles.css';
import { LegalDocumentPage } from '../features/legal/components/legal-document-page';

/** The route decides the version shown (features/legal/utils/legal-slug.ts). */
export default function LegalPage() {
  return <LegalDocumentPage />;
}
