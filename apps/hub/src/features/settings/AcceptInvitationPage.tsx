import { ApiError } from '@chartroom/client';
import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle, IconMailOff } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { adminClient } from '../../api/admin-client';
import { AuthCard } from '../../components/AuthCard';
import { PageLoader } from '../../components/PageLoader';
import { StatusScreen } from '../../components/StatusScreen';
import { useHubTranslation } from '../../i18n/hub-i18n';
import { useSession } from '../../session/session-store';

const MIN_PASSWORD = 8;

/**
 * `/invitations/:token`, outside the signed-in shell: the invitee chooses a name and a password,
 * gets an account in the organisation and is signed in.
 */
export function AcceptInvitationPage() {
  const { t } = useHubTranslation();
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const signIn = useSession((s) => s.signIn);
  const [form, setForm] = useState({ name: '', password: '' });
  const [touched, setTouched] = useState(false);

  const invitation = useQuery({
    queryKey: ['invitation', token],
    queryFn: () => adminClient.getInvitation(token),
    meta: { silent: true },
    retry: false,
  });
  const accept = useMutation({
    mutationFn: () => adminClient.acceptInvitation({ token, ...form }),
    meta: { silent: true },
    onSuccess: () => {
      // Another account may have been signed in here: forget what it loaded.
      queryClient.clear();
      signIn();
      // A share invitation lands on the dashboard shared (decision 023).
      void navigate(invitation.data?.shareUrl ?? '/dashboards', { replace: true });
    },
  });

  if (invitation.isPending) return <PageLoader />;
  if (invitation.isError) {
    const gone =
      invitation.error instanceof ApiError &&
      (invitation.error.status === 404 || invitation.error.status === 400);
    return (
      <StatusScreen
        icon={<IconMailOff size={28} />}
        color={gone ? 'gray' : 'red'}
        title={t('settings.accept.invalidTitle')}
        message={gone ? t('settings.accept.invalidText') : invitation.error.message}
        action={{ label: t('settings.accept.toSignIn'), onClick: () => void navigate('/sign-in') }}
        minHeight="100vh"
        testId="invitation-invalid"
      />
    );
  }

  const errors = {
    name: form.name.trim() ? null : t('settings.accept.nameRequired'),
    password:
      form.password.length >= MIN_PASSWORD
        ? null
        : t('settings.accept.passwordShort', { count: MIN_PASSWORD }),
  };
  const valid = errors.name === null && errors.password === null;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (valid) accept.mutate();
  };
  const field = (key: keyof typeof form) => ({
    value: form[key],
    error: touched ? errors[key] : null,
    onChange: (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value;
      setForm((prev) => ({ ...prev, [key]: value }));
      accept.reset();
    },
  });

  return (
    <AuthCard
      title={t('settings.accept.title', { organization: invitation.data.organizationName })}
      subtitle={t('settings.accept.subtitle', { email: invitation.data.email })}
      width={460}
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('settings.accept.name')}
            autoComplete="name"
            autoFocus
            required
            data-testid="invitation-name"
            {...field('name')}
          />
          <PasswordInput
            label={t('settings.accept.password')}
            description={t('settings.accept.passwordHint', { count: MIN_PASSWORD })}
            autoComplete="new-password"
            required
            data-testid="invitation-password"
            {...field('password')}
          />
          {accept.isError && (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />}>
              {accept.error.message}
            </Alert>
          )}
          <Button type="submit" loading={accept.isPending} data-testid="invitation-submit">
            {t('settings.accept.submit')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
