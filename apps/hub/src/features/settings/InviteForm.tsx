import type { CreateInvitationAnswer } from '@chartroom/client';
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconMailPlus } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { adminClient } from '../../api/admin-client';
import { useHubTranslation } from '../../i18n/hub-i18n';
import { CopyField } from './CopyField';
import { ActionError } from './SectionState';
import { SETTINGS_KEYS } from './use-settings';

/** An address "looks like {email} without spaces" (dashboards.md §5, the share form's rule). */
export const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Invite by email; the link to copy shows once (no mail is sent by this version). */
export function InviteForm() {
  const { t } = useHubTranslation();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const [created, setCreated] = useState<CreateInvitationAnswer | null>(null);
  const valid = EMAIL_SHAPE.test(email.trim());

  const invite = useMutation({
    mutationFn: () => adminClient.createInvitation({ email: email.trim() }),
    meta: { silent: true },
    onSuccess: (answer) => {
      setCreated(answer);
      setEmail('');
      setTouched(false);
      void queryClient.invalidateQueries({ queryKey: SETTINGS_KEYS.invitations });
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (valid) invite.mutate();
  };

  return (
    <Stack gap="md">
      <form onSubmit={onSubmit} noValidate>
        <Group align="flex-start" gap="sm" wrap="wrap">
          <TextInput
            label={t('settings.users.inviteEmail')}
            placeholder={t('settings.users.invitePlaceholder')}
            type="email"
            value={email}
            error={touched && !valid ? t('settings.users.invalidEmail') : null}
            style={{ flex: '1 1 260px', maxWidth: 420 }}
            data-testid="settings-invite-email"
            onChange={(e) => {
              setEmail(e.currentTarget.value);
              invite.reset();
            }}
          />
          <Button
            type="submit"
            mt={{ base: 0, xs: 25 }}
            loading={invite.isPending}
            leftSection={<IconMailPlus size={16} />}
            data-testid="settings-invite-submit"
          >
            {t('settings.users.invite')}
          </Button>
        </Group>
      </form>
      <ActionError error={invite.error} />
      {created && (
        <Alert
          color="teal"
          variant="light"
          title={t('settings.users.linkTitle', { email: created.invitation.email })}
          data-testid="settings-invite-link"
          withCloseButton
          onClose={() => setCreated(null)}
        >
          <Text size="sm" mb="xs">
            {t('settings.users.linkText')}
          </Text>
          <CopyField
            value={`${window.location.origin}${created.acceptPath}`}
            testId="settings-invite-url"
          />
        </Alert>
      )}
    </Stack>
  );
}
