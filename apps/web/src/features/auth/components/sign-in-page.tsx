import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router';
import { signInRequestSchema, type SignInRequest } from '@tabib/contracts/auth';
import { textLimits } from '@tabib/contracts/text-limits';
import { isApiError } from '../../../lib/api-error';
import { redirectTargetOf, sessionEndedReasonOf } from '../../../lib/redirect-target';
import { clearSessionStorage, getToken } from '../../../lib/session';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useZodMessage } from '../../../lib/use-zod-message';
import { FormField } from '../../../components/ui/form-field';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { useTokenValidity } from '../api/check-token';
import { useSignIn } from '../api/sign-in';
import { useContinueAfterAuth } from '../hooks/use-continue-after-auth';
import { AuthLayout } from './auth-layout';
import './sign-in-page.css';

const joinUsUrl = import.meta.env.VITE_JOIN_US_URL || 'https://tabib.dz';

type TextField = 'email' | 'password';

function Notice({ type, testId, children }: { type: 'error' | 'warning'; testId: string; children: string }) {
  return (
    <div className="tabib-sign-in-alert" data-type={type} role="alert" data-testid={testId}>
      <svg width="14" height="14" viewBox="0 0 16 16" aria-hidden>
        <circle cx="8" cy="8" r="8" fill={type === 'error' ? '#cf1322' : '#ad6800'} />
        <path d="M8 4v5m0 2.5v.5" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <span>{children}</span>
    </div>
  );
}

/**
 * The first page most visits load, so it is drawn with plain elements and no antd (issue 13:
 * 150 KB of JavaScript on a phone's slow connection). The rules are the contract's schema.
 */
export function SignInPage() {
  const { t } = useTranslation('auth');
  const location = useLocation();
  const [storedToken] = useState(getToken);
  const tokenValidity = useTokenValidity(storedToken);
  const signIn = useSignIn();
  const continueAfterAuth = useContinueAfterAuth();
  const messageOf = useZodMessage();
  const errorMessage = useErrorMessage();
  const sessionEnded = sessionEndedReasonOf(location.state);
  const [values, setValues] = useState<SignInRequest>({ email: '', password: '', position: false });
  // antd's habit: a field shows its error once changed, every field once a submit was tried.
  const [checked, setChecked] = useState<ReadonlySet<TextField>>(new Set());
  const tokenIsValid = tokenValidity.data?.is_valid_token;

  useEffect(() => {
    if (tokenIsValid === false) clearSessionStorage();
  }, [tokenIsValid]);

  if (storedToken && tokenValidity.isPending) return <PageSpinner />;
  if (tokenIsValid) return <Navigate to={redirectTargetOf(location.state) ?? '/'} replace />;

  const errorCode = isApiError(signIn.error) ? signIn.error.code : undefined;
  const signInError =
    errorCode === 'tooManyRequest'
      ? t('signIn.errors.tooManyRequest')
      : errorCode === 'accountBlocked' || errorCode === 'signInNeedsUserBox' || errorCode === 'signInWithoutUserBox'
        ? errorMessage(signIn.error)
        : t('signIn.errors.incorrect');
  const errorOf = (field: TextField) => (checked.has(field) ? messageOf(signInRequestSchema, values, field) : undefined);
  const change = (field: TextField, value: string) => {
    setValues({ ...values, [field]: value });
    setChecked(new Set(checked).add(field));
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(new Set(['email', 'password']));
    if (signIn.isPending || !signInRequestSchema.safeParse(values).success) return;
    signIn.mutate(values, { onSuccess: continueAfterAuth });
  };

  return (
    <AuthLayout title={t('signIn.title')}>
      <form name="sign-in" noValidate onSubmit={onSubmit}>
        {signIn.isError ? (
          <Notice type="error" testId="sign-in-error">
            {signInError}
          </Notice>
        ) : sessionEnded ? (
          <Notice type="warning" testId="session-ended-notice">
            {t(`sessionEnded.${sessionEnded}`)}
          </Notice>
        ) : null}
        <FormField
          label={t('signIn.email')}
          error={errorOf('email')}
          type="email"
          dir="ltr"
          autoComplete="username"
          maxLength={textLimits.email}
          data-testid="sign-in-email"
          value={values.email}
          onChange={(event) => change('email', event.target.value)}
        />
        <FormField
          label={t('signIn.password')}
          revealLabel={t('signIn.showPassword')}
          error={errorOf('password')}
          type="password"
          autoComplete="current-password"
          maxLength={textLimits.password}
          data-testid="sign-in-password"
          value={values.password}
          onChange={(event) => change('password', event.target.value)}
        />
        <div className="tabib-sign-in-options">
          <label>
            <input
              type="checkbox"
              data-testid="sign-in-user"
              checked={values.position}
              onChange={(event) => setValues({ ...values, position: event.target.checked })}
            />
            {t('signIn.user')}
          </label>
          {values.position ? null : (
            <Link to="/forgot-password" className="tabib-link" data-testid="forgot-password-link">
              {t('signIn.forgotPassword')}
            </Link>
          )}
        </div>
        <button
          type="submit"
          className="tabib-button tabib-button-primary tabib-sign-in-submit"
          aria-disabled={signIn.isPending || undefined}
          data-testid="sign-in-submit"
        >
          {signIn.isPending ? <span className="tabib-sign-in-submit-spinner" aria-hidden /> : null}
          {t('signIn.submit')}
        </button>
      </form>
      <div className="tabib-sign-in-join">
        <span>{t('signIn.noAccount')}</span>
        <a className="tabib-link" href={joinUsUrl} target="_blank" rel="noopener noreferrer" data-testid="join-us-link">
          {t('signIn.joinUs')}
        </a>
      </div>
    </AuthLayout>
  );
}
