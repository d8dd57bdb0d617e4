import { PlaceholderPage } from '../app/placeholder-page';

export default function VisionBoardPage() {
  return <PlaceholderPage title="Vision Board" />;
}
