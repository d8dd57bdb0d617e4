import { PlaceholderPage } from '../app/placeholder-page';

export default function PaymentRequiredPage() {
  return <PlaceholderPage title="Trial Expired - Payment Required" />;
}
