import { Link } from 'react-router-dom';

const LEGAL_LINKS = [
  { label: 'Terms', to: '/terms' },
  { label: 'Privacy', to: '/privacy' },
  { label: 'Support', to: '/contact' },
] as const;

export function LegalLinks() {
  return (
    <nav aria-label="Legal and support">
      <ul className="flex items-center justify-center gap-1 text-sm text-muted-foreground">
        {LEGAL_LINKS.map((link, index) => (
          <li key={link.to} className="flex items-center gap-1">
            {index > 0 && <span aria-hidden="true">•</span>}
            <Link
              to={link.to}
              className="rounded-sm px-1.5 py-1 underline-offset-4 hover:text-primary hover:underline"
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
