import { Link } from 'react-router-dom';

const LEGAL_LINKS = [
  { to: '/terms-of-service', label: 'Terms of Service' },
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/contact', label: 'Contact' },
];

export function LandingFooter() {
  return (
    <footer className="border-t border-border">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10 sm:flex-row sm:justify-between sm:px-6">
        <div>
          <p className="font-bold">Manifest</p>
          <p className="mt-1 text-sm text-muted-foreground">
            Personal transformation, one day at a time.
          </p>
        </div>
        <nav aria-labelledby="footer-legal">
          <h2 id="footer-legal" className="text-sm font-semibold">
            Legal
          </h2>
          <ul className="mt-2 grid gap-1.5 text-sm">
            {LEGAL_LINKS.map(({ to, label }) => (
              <li key={to}>
                <Link to={to} className="text-muted-foreground hover:text-primary hover:underline">
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
