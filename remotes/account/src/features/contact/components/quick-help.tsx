const TIPS = [
  'Forgot your password? Use "Forgot password?" on the sign-in page.',
  'To stop your trial before it is charged, choose Cancel subscription in your account menu.',
  'Points or a badge missing? Reload the page: they are counted on our side.',
  'Voice not playing? Check that your browser allows sound for this site.',
];

export function QuickHelp() {
  return (
    <section aria-labelledby="quick-help-title" className="rounded-xl bg-muted/60 p-5">
      <h2 id="quick-help-title" className="font-semibold">
        Quick help
      </h2>
      <ul className="mt-3 grid list-disc gap-2 pl-5 text-sm text-muted-foreground">
        {TIPS.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
    </section>
  );
}
