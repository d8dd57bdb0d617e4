import { PlaceholderPage } from '../app/placeholder-page';

export default function TrackRecordPage() {
  return <PlaceholderPage title="Track Record" />;
}
