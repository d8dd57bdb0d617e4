import { Quote } from 'lucide-react';

const TESTIMONIALS = [
  {
    quote:
      'The morning affirmations and the vision board became my ten minutes of calm. Three months in, I finally launched my studio.',
    name: 'Maya R.',
    role: 'Yoga teacher',
  },
  {
    quote:
      'Seeing my streak and the heat map fill up kept me going on the days I did not feel like it. The points are silly and they work.',
    name: 'Daniel K.',
    role: 'Software engineer',
  },
  {
    quote:
      'Aurora helped me turn a vague wish into a goal with steps. I paid off my credit card two months early.',
    name: 'Priya S.',
    role: 'Nurse',
  },
];

export function TestimonialsSection() {
  return (
    <section aria-labelledby="testimonials-title" className="bg-muted/50 py-16">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2 id="testimonials-title" className="text-center text-3xl font-bold tracking-tight">
          What members say
        </h2>
        <ul className="mt-10 grid gap-5 md:grid-cols-3">
          {TESTIMONIALS.map(({ quote, name, role }) => (
            <li key={name}>
              <figure className="flex h-full flex-col gap-4 rounded-xl border border-border bg-card p-6 shadow-sm">
                <Quote className="size-6 text-primary" aria-hidden="true" />
                <blockquote className="flex-1 text-pretty">{quote}</blockquote>
                <figcaption className="text-sm">
                  <span className="font-semibold">{name}</span>
                  <span className="text-muted-foreground"> · {role}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
