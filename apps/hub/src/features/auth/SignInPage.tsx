import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle, IconClockExclamation } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { adminClient } from '../../api/admin-client';
import { AuthCard } from '../../components/AuthCard';
import { useHubTranslation } from '../../i18n/hub-i18n';
import { useSession } from '../../session/session-store';

/** Only same-app paths are followed after sign-in. */
function safeNext(next: string | null): string {
  return next && next.startsWith('/') && !next.startsWith('//') ? next : '/dashboards';
}

export function SignInPage() {
  const { t } = useHubTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { signedIn, expired, signIn } = useSession();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const next = safeNext(params.get('next'));

  const mutation = useMutation({
    mutationFn: () => adminClient.signIn({ email: email.trim(), password }),
    meta: { silent: true },
    onSuccess: () => {
      // The answer set the session cookies; its token is for scripts and is not kept.
      signIn();
      void navigate(next, { replace: true });
    },
  });

  if (signedIn && !mutation.isPending) return <Navigate to={next} replace />;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (email.trim() && password) mutation.mutate();
  };

  return (
    <AuthCard title={t('auth.title')} subtitle={t('auth.subtitle')}>
      <form onSubmit={onSubmit}>
        <Stack gap="md">
          {expired && !mutation.isError && (
            <Alert
              color="yellow"
              icon={<IconClockExclamation size={18} />}
              data-testid="sign-in-expired"
            >
              {t('auth.expired')}
            </Alert>
          )}
          <TextInput
            label={t('auth.email')}
            placeholder="you@company.com"
            type="email"
            autoComplete="username"
            autoFocus
            required
            value={email}
            onChange={(e) => {
              setEmail(e.currentTarget.value);
              mutation.reset();
            }}
            data-testid="sign-in-email"
          />
          <PasswordInput
            label={t('auth.password')}
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => {
              setPassword(e.currentTarget.value);
              mutation.reset();
            }}
            data-testid="sign-in-password"
          />
          {mutation.isError && (
            <Alert
              color="red"
              icon={<IconAlertCircle size={18} />}
              role="alert"
              data-testid="sign-in-error"
            >
              {mutation.error.message}
            </Alert>
          )}
          <Button
            type="submit"
            fullWidth
            size="md"
            loading={mutation.isPending}
            disabled={!email.trim() || !password}
            data-testid="sign-in-submit"
          >
            {t('auth.submit')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
