import { Button } from '@manifest/ui/button';

/** The whole app failed: the spec's crash screen, with a full reload as the way out. */
export const CrashScreen = () => (
  <main
    className="flex min-h-screen items-center justify-center bg-background px-4"
    data-testid="crash-screen"
    role="alert"
  >
    <div className="max-w-md space-y-4 text-center">
      <h1 className="text-2xl font-semibold text-foreground">Something went wrong</h1>
      <p className="text-muted-foreground">We're sorry, but something unexpected happened.</p>
      <Button onClick={() => window.location.reload()}>Reload Page</Button>
    </div>
  </main>
);
