import { Card, CardContent, CardHeader } from '@manifest/ui/card';

import { BUILD_ID } from './build-id';

type TPlaceholderPageProps = {
  /** The remote that serves the page (data-remote, read by the end-to-end tests). */
  remote: string;
  title: string;
};

/** A page a later issue builds: its name and a short note, so routing can be seen working. */
export const PlaceholderPage = ({ remote, title }: TPlaceholderPageProps) => (
  <main
    className="mx-auto w-full max-w-3xl px-4 py-10"
    data-remote={remote}
    data-build-id={BUILD_ID}
  >
    <Card>
      <CardHeader>
        <h1 className="text-2xl font-semibold">{title}</h1>
      </CardHeader>
      <CardContent>
        <p className="text-muted-foreground">This page is coming soon.</p>
      </CardContent>
    </Card>
  </main>
);
