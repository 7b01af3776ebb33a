import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '#web/config/paths.ts';

type Kind = 'client' | 'employer' | 'rsp';

/** Links to the other two sign-up variants. */
export function OtherSignupLinks({ current }: { current: Kind }) {
  const { t } = useTranslation();
  const links: { kind: Kind; to: string; label: string }[] = [
    { kind: 'client', to: paths.signup, label: t('auth.signupForm.asJobSeeker') },
    { kind: 'employer', to: paths.signupEmployer, label: t('auth.signupForm.asEmployer') },
    { kind: 'rsp', to: paths.signupRsp, label: t('auth.signupForm.asServiceProvider') },
  ];
  return (
    <nav aria-label={t('auth.signupForm.otherKinds')} className="auth-links">
      <p>{t('auth.signupForm.otherKinds')}</p>
      <ul>
        {links
          .filter((link) => link.kind !== current)
          .map((link) => (
            <li key={link.kind}>
              <Link to={link.to}>{link.label}</Link>
            </li>
          ))}
      </ul>
    </nav>
  );
}
