import { Link } from 'react-router-dom';

const LEGAL_LINKS = [
  { to: '/terms', label: 'Terms' },
  { to: '/privacy', label: 'Privacy' },
  { to: '/legal', label: 'Legal' },
] as const;

/** The dashboard's small links to the legal pages (spec 000 section 2). */
export function LegalLinks() {
  return (
    <nav aria-label="Legal" className="mt-10 border-t border-border pt-6">
      <ul className="flex flex-wrap items-center justify-center gap-x-6 gap-y-2 text-xs text-muted-foreground">
        {LEGAL_LINKS.map(({ to, label }) => (
          <li key={to}>
            <Link
              to={to}
              className="rounded underline-offset-4 hover:text-foreground hover:underline"
            >
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
