import '../app/styles.css';
import { Card, CardContent } from '@manifest/ui/card';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router-dom';

import { ContactForm } from '../features/contact/components/contact-form';
import { QuickHelp } from '../features/contact/components/quick-help';
import { SupportCards } from '../features/contact/components/support-cards';

/** `/contact` (spec 001 section 2), signed in or out. */
export default function ContactPage() {
  return (
    <main data-remote="account" className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
      <Link
        to="/"
        className="mb-6 inline-flex items-center gap-1.5 rounded-sm text-sm font-medium text-muted-foreground hover:text-primary"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back to Home
      </Link>
      <header className="mb-8 grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">Contact Us</h1>
        <p className="text-muted-foreground">
          Questions, feedback or trouble: write to us and a person will answer.
        </p>
      </header>
      <div className="grid gap-8 lg:grid-cols-[1.4fr_1fr]">
        <Card className="self-start shadow-sm">
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
