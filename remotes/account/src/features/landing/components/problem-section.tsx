export function ProblemSection() {
  return (
    <section aria-labelledby="problem-title" className="bg-muted/50 py-16">
      <div className="mx-auto flex max-w-3xl flex-col gap-4 px-4 text-center sm:px-6">
        <h2 id="problem-title" className="text-3xl font-bold tracking-tight text-balance">
          You know what you want. The days keep getting in the way.
        </h2>
        <p className="text-lg text-pretty text-muted-foreground">
          Big intentions fade by Wednesday. Notes get lost, motivation dips, and there is no one
          place that keeps your goals in sight and shows your progress. Manifest turns intention
          into a few minutes of practice each day, and makes every step count.
        </p>
      </div>
    </section>
  );
}
