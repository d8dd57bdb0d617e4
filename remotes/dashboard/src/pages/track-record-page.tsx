import { PlaceholderPage } from '@manifest/remote-kit/placeholder-page';

export default function TrackRecordPage() {
  return <PlaceholderPage remote="dashboard" title="Track Record" />;
}
