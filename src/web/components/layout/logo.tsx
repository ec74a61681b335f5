import { Link } from 'react-router';

export function Logo() {
  return (
    <Link to="/" className="flex shrink-0 items-center gap-2 rounded-lg" aria-label="Desi Grocer home">
      <svg viewBox="0 0 64 64" className="size-9" aria-hidden="true">
        <rect width="64" height="64" rx="14" fill="#166534" />
        <circle cx="32" cy="36" r="15" fill="#ff9a32" />
        <path d="M32 9c6 6 6 14 0 20-6-6-6-14 0-20z" fill="#4ade80" />
      </svg>
      <span className="text-lg font-extrabold leading-none tracking-tight text-brand-800">
        Desi<span className="text-saffron-700">Grocer</span>
      </span>
    </Link>
  );
}
