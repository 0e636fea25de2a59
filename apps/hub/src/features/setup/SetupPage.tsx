import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { adminClient } from '../../api/admin-client';
import { AuthCard } from '../../components/AuthCard';
import { useHubTranslation } from '../../i18n/hub-i18n';
import { useSession } from '../../session/session-store';
import { SETUP_STATUS_KEY } from './use-setup-status';

const MIN_PASSWORD = 8;

/** First start: create the organisation and its first admin, then sign in. */
export function SetupPage() {
  const { t } = useHubTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const signIn = useSession((s) => s.signIn);
  const [form, setForm] = useState({ organizationName: '', name: '', email: '', password: '' });
  const [touched, setTouched] = useState(false);

  const setup = useMutation({
    mutationFn: () => adminClient.setup(form),
    meta: { silent: true },
    onSuccess: () => {
      signIn();
      queryClient.setQueryData(SETUP_STATUS_KEY, { needsSetup: false });
      void navigate('/dashboards', { replace: true });
    },
  });

  const errors = {
    organizationName: form.organizationName.trim() ? null : t('setup.orgRequired'),
    name: form.name.trim() ? null : t('setup.nameRequired'),
    email: /^\S+@\S+\.\S+$/.test(form.email) ? null : t('setup.emailInvalid'),
    password:
      form.password.length >= MIN_PASSWORD
        ? null
        : t('setup.passwordShort', { count: MIN_PASSWORD }),
  };
  const valid = Object.values(errors).every((e) => e === null);
  const show = (field: keyof typeof errors) => (touched ? errors[field] : null);
  const field = (key: keyof typeof form) => ({
    value: form[key],
    error: show(key),
    onChange: (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value;
      setForm((prev) => ({ ...prev, [key]: value }));
      setup.reset();
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (valid) setup.mutate();
  };

  return (
    <AuthCard title={t('setup.title')} subtitle={t('setup.subtitle')} width={460}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('setup.organization')}
            placeholder={t('setup.organizationPlaceholder')}
            autoFocus
            required
            data-testid="setup-organization"
            {...field('organizationName')}
          />
          <TextInput
            label={t('setup.name')}
            placeholder={t('setup.namePlaceholder')}
            autoComplete="name"
            required
            data-testid="setup-name"
            {...field('name')}
          />
          <TextInput
            label={t('auth.email')}
            placeholder="you@company.com"
            type="email"
            autoComplete="email"
            required
            data-testid="setup-email"
            {...field('email')}
          />
          <PasswordInput
            label={t('auth.password')}
            description={t('setup.passwordHint', { count: MIN_PASSWORD })}
            autoComplete="new-password"
            required
            data-testid="setup-password"
            {...field('password')}
          />
          {setup.isError && (
            <Alert color="red" icon={<IconAlertCircle size={18} />} data-testid="setup-error">
              {setup.error.message}
            </Alert>
          )}
          <Button
            type="submit"
            fullWidth
            size="md"
            loading={setup.isPending}
            data-testid="setup-submit"
          >
            {t('setup.submit')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
