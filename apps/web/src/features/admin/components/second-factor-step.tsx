import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import QRCode from 'qrcode';
import { Button } from '#web/components/ui/button.tsx';
import { LoadError } from '#web/components/ui/load-error.tsx';
import { PageLoader } from '#web/components/ui/spinner.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { paths } from '#web/config/paths.ts';
import { useApiErrorHandler } from '#web/hooks/use-api-error-handler.ts';
import { loginPathFor, safeReturnTo } from '#web/lib/auth/access.ts';
import { useAuth } from '#web/lib/auth/session.tsx';
import { useConfirmSecondFactor } from '#web/features/admin/api/confirm-second-factor.ts';
import { useCreateSecondFactorSetup } from '#web/features/admin/api/create-second-factor-setup.ts';
import { useSecondFactor } from '#web/features/admin/api/get-second-factor.ts';
import { useVerifySecondFactor } from '#web/features/admin/api/verify-second-factor.ts';
import './admin.css';

/** The code field of both steps: one code from the app (or, to sign in, a recovery code). */
function CodeForm({
  label,
  hint,
  submitLabel,
  onSubmit,
}: {
  label: string;
  hint: string;
  submitLabel: string;
  onSubmit: (code: string) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const handleApiError = useApiErrorHandler();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [isSubmitting, setIsSubmitting] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!code.trim()) {
      setError(t('admin.secondFactor.codeRequired'));
      return;
    }
    setIsSubmitting(true);
    try {
      await onSubmit(code.trim());
    } catch (caught) {
      handleApiError(caught, {
        setError: (_field, value) => setError(value.message),
        fields: ['code'],
      });
    } finally {
      setIsSubmitting(false);
    }
  }

  return (
    <form className="admin-form" onSubmit={(event) => void submit(event)} noValidate>
      <TextField
        label={label}
        hint={hint}
        isRequired
        autoComplete="one-time-code"
        value={code}
        error={error}
        maxLength={40}
        onChange={(event) => {
          setCode(event.target.value);
          setError(undefined);
        }}
      />
      <Button type="submit" isLoading={isSubmitting}>
        {submitLabel}
      </Button>
    </form>
  );
}

/** The secret as text and as a QR code, confirmed with one code (decision 035). */
function SetUp({ onEnabled }: { onEnabled: (recoveryCodes: string[]) => void }) {
  const { t } = useTranslation();
  const handleApiError = useApiErrorHandler();
  const setup = useCreateSecondFactorSetup();
  const confirm = useConfirmSecondFactor();
  const [qr, setQr] = useState<string | null>(null);
  const secretId = useId();

  useEffect(() => {
    if (!setup.data) return;
    let isCurrent = true;
    void QRCode.toDataURL(setup.data.otpauthUri, { margin: 1, width: 200 }).then((url) => {
      if (isCurrent) setQr(url);
    });
    return () => {
      isCurrent = false;
    };
  }, [setup.data]);

  if (!setup.data) {
    return (
      <section className="admin-card">
        <h2>{t('admin.secondFactor.setupTitle')}</h2>
        <p>{t('admin.secondFactor.setupIntro')}</p>
        <Button
          isLoading={setup.isPending}
          onClick={() => setup.mutate(undefined, { onError: (error) => handleApiError(error) })}
        >
          {t('admin.secondFactor.start')}
        </Button>
      </section>
    );
  }
  return (
    <section className="admin-card">
      <h2>{t('admin.secondFactor.setupTitle')}</h2>
      <ol className="admin-steps">
        <li>
          <p>{t('admin.secondFactor.scan')}</p>
          {qr ? (
            <img src={qr} width={200} height={200} alt={t('admin.secondFactor.qrAlt')} />
          ) : (
            <PageLoader />
          )}
          <p id={secretId}>{t('admin.secondFactor.orType')}</p>
          <p className="admin-secret" aria-labelledby={secretId}>
            <code>{setup.data.secret.replace(/(.{4})/g, '$1 ').trim()}</code>
          </p>
        </li>
        <li>
          <CodeForm
            label={t('admin.secondFactor.codeLabel')}
            hint={t('admin.secondFactor.codeHint')}
            submitLabel={t('admin.secondFactor.confirm')}
            onSubmit={async (code) => {
              const answer = await confirm.mutateAsync(code);
              onEnabled(answer.recoveryCodes);
            }}
          />
        </li>
      </ol>
    </section>
  );
}

/** Shown once: the codes that sign in when the phone is lost, each once. */
function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <section className="admin-card" aria-labelledby="recovery-codes-title">
      <h2 id="recovery-codes-title">{t('admin.secondFactor.recoveryTitle')}</h2>
      <p>{t('admin.secondFactor.recoveryIntro')}</p>
      <ul className="admin-recovery-codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <Button onClick={onDone}>{t('admin.secondFactor.recoveryDone')}</Button>
    </section>
  );
}

/**
 * A staff sign-in's second step (decision 035): set up the authenticator app the first time, or
 * type a code from it (or a recovery code). Then the console opens where the person was going.
 */
export function SecondFactorStep() {
  const { t } = useTranslation();
  const { status, user } = useAuth();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const returnTo = safeReturnTo(searchParams.get('return_to')) ?? paths.admin.home;
  const factor = useSecondFactor();
  const verify = useVerifySecondFactor();
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  if (status === 'loading') return <PageLoader />;
  if (status === 'unauthenticated' || !user)
    return <Navigate to={loginPathFor(returnTo)} replace />;
  if (user.type !== 'staff') return <Navigate to={paths.forbidden} replace />;

  const done = () => void navigate(returnTo, { replace: true });
  if (recoveryCodes) return <RecoveryCodes codes={recoveryCodes} onDone={done} />;
  if (factor.isPending) return <PageLoader />;
  if (!factor.data) {
    return (
      <LoadError
        headingLevel={2}
        error={factor.error}
        onRetry={() => void factor.refetch()}
        title={t('admin.secondFactor.loadError')}
      />
    );
  }
  if (!factor.data.isEnabled) return <SetUp onEnabled={setRecoveryCodes} />;
  return (
    <section className="admin-card">
      <h2>{t('admin.secondFactor.verifyTitle')}</h2>
      <p>{t('admin.secondFactor.verifyIntro')}</p>
      <CodeForm
        label={t('admin.secondFactor.codeLabel')}
        hint={t('admin.secondFactor.verifyHint')}
        submitLabel={t('admin.secondFactor.verify')}
        onSubmit={async (code) => {
          await verify.mutateAsync(code);
          done();
        }}
      />
    </section>
  );
}
