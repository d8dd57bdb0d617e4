import { PlaceholderPage } from '../app/placeholder-page';

export default function ChallengesPage() {
  return <PlaceholderPage title="Challenges" />;
}
