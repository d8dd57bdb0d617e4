import { Card, CardContent } from '@manifest/ui/card';

import { ContactForm } from '../features/contact/components/contact-form';
import { QuickHelp } from '../features/contact/components/quick-help';
import { SupportCards } from '../features/contact/components/support-cards';

/** `/contact` (spec 001 section 2), signed in or out. */
export default function ContactPage() {
  return (
    <main data-remote="account" className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
      <header className="mb-8 grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">Contact Us</h1>
        <p className="text-muted-foreground">
          Questions, feedback or trouble: write to us and a person will answer.
        </p>
      </header>
      <div className="grid gap-8 lg:grid-cols-[1.4fr_1fr]">
        <Card className="shadow-sm">
          <CardContent className="pt-6">
            <ContactForm />
          </CardContent>
        </Card>
        <div className="grid content-start gap-6">
          <SupportCards />
          <QuickHelp />
        </div>
      </div>
    </main>
  );
}
