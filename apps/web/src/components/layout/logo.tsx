import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PRODUCT_NAME } from '@fairchance/shared';
import { useLogoPath } from '#web/lib/auth/session.tsx';

export interface LogoProps {
  /** Where the logo leads; by default the signed-in user's home (docs/product.md), else '/'. */
  to?: string;
}

// The word mark: 'FairChance' and, in the brand colour, 'Jobs'. apps/web/index.html draws the same
// mark before the app starts (decision 040): change both.
const brand = PRODUCT_NAME.split(' ')[0];
const suffix = PRODUCT_NAME.split(' ').slice(1).join(' ');

export function Logo({ to }: LogoProps) {
  const { t } = useTranslation();
  const logoPath = useLogoPath();
  return (
    <Link
      to={to ?? logoPath}
      className="logo"
      aria-label={t('header.homeLink', { product: PRODUCT_NAME })}
    >
      <svg className="logo__mark" viewBox="0 0 32 32" width="32" height="32" aria-hidden="true">
        <rect width="32" height="32" rx="7" fill="currentColor" />
        <path d="M9 24V8h13v3.5h-9v3h8V18h-8v6z" fill="#fff" />
        <circle cx="23.5" cy="22" r="2.5" fill="#fbbf24" />
      </svg>
      <span className="logo__text" aria-hidden="true">
        {brand}
        {suffix && <span className="logo__text-accent"> {suffix}</span>}
      </span>
    </Link>
  );
}
