import { Link } from 'react-router-dom';

const FOOT_LINKS = [
  { to: '/settings', label: 'Settings' },
  { to: '/terms', label: 'Terms' },
  { to: '/privacy', label: 'Privacy' },
  { to: '/legal', label: 'Legal' },
] as const;

/**
 * The dashboard's foot: the account settings beside the legal pages (spec 000 section 2),
 * so settings are found without the account menu.
 */
export function LegalLinks() {
  return (
    <nav aria-label="Settings and legal" className="mt-10 border-t border-border pt-6">
      <ul className="flex flex-wrap items-center justify-center gap-x-6 gap-y-2 text-xs text-muted-foreground">
        {FOOT_LINKS.map(({ to, label }) => (
          <li key={to}>
            <Link
              to={to}
              className="inline-flex min-h-6 items-center rounded underline-offset-4 hover:text-foreground hover:underline"
            >
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
