import type { ShareInvitationResult } from '@chartroom/client';
import {
  Alert,
  Button,
  Group,
  Modal,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Textarea,
  Tooltip,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconLock } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { adminClient } from '../../../api/admin-client';
import { useHubTranslation } from '../../../i18n/hub-i18n';
import { CopyField } from '../../settings/CopyField';
import { useOrganizationSettings } from '../../settings/use-settings';
import type { ViewerDashboard } from '../dashboard-model';
import {
  EMPTY_SHARE_FORM,
  EXPIRY_CHOICES,
  isShareEmail,
  shareInvitationBody,
  type ExpiryDays,
  type ShareForm,
} from './share-form';

type Step = 'form' | 'confirm' | 'link';

export interface ShareInvitationModalProps {
  dashboard: ViewerDashboard;
  opened: boolean;
  onClose: () => void;
}

/**
 * The Share dialog (dashboards.md §2, §5): the email form, then a confirmation with the spec's
 * warning, then the invitation is sent and the form resets and closes. Without a mail server the
 * dialog shows the link to copy instead. The advanced options (link lifetime, a message) are
 * disabled on the startup plan (decision 023).
 */
export function ShareInvitationModal({ dashboard, opened, onClose }: ShareInvitationModalProps) {
  const { t } = useHubTranslation();
  const settings = useOrganizationSettings();
  const advanced = settings.data?.planFeatures.advancedShareOptions ?? false;
  const [form, setForm] = useState<ShareForm>(EMPTY_SHARE_FORM);
  const [touched, setTouched] = useState(false);
  const [step, setStep] = useState<Step>('form');
  const [link, setLink] = useState<ShareInvitationResult | null>(null);
  const valid = isShareEmail(form.email);

  const reset = () => {
    setForm(EMPTY_SHARE_FORM);
    setTouched(false);
    setStep('form');
    setLink(null);
    send.reset();
  };
  const close = () => {
    reset();
    onClose();
  };

  const send = useMutation({
    mutationFn: () =>
      adminClient.shareInvitation(
        shareInvitationBody(dashboard, form, advanced, settings.data?.id),
      ),
    meta: { silent: true },
    onSuccess: (answer) => {
      if (answer.mailed) {
        notifications.show({
          color: 'teal',
          message: t('shareInvitation.sent', { email: answer.invitation.email }),
        });
        close();
        return;
      }
      setForm(EMPTY_SHARE_FORM);
      setTouched(false);
      setLink(answer);
      setStep('link');
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (valid) setStep('confirm');
  };

  const title =
    step === 'confirm'
      ? t('shareInvitation.confirmTitle')
      : step === 'link' && link
        ? t('shareInvitation.linkTitle', { email: link.invitation.email })
        : t('shareInvitation.title', { title: dashboard.title });

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={title}
      size="lg"
      centered
      data-testid="share-invitation-modal"
    >
      {step === 'form' && (
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              {t('shareInvitation.intro')}
            </Text>
            <TextInput
              label={t('shareInvitation.email')}
              placeholder={t('shareInvitation.emailPlaceholder')}
              type="email"
              autoComplete="off"
              data-autofocus
              value={form.email}
              error={touched && !valid ? t('shareInvitation.invalidEmail') : null}
              onBlur={() => setTouched(form.email.trim() !== '')}
              onChange={(e) => {
                const email = e.currentTarget.value;
                setForm((f) => ({ ...f, email }));
              }}
              data-testid="share-invitation-email"
            />
            <AdvancedOptions form={form} setForm={setForm} enabled={advanced} />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close}>
                {t('shareInvitation.cancel')}
              </Button>
              <Tooltip label={t('shareInvitation.invalidTooltip')} disabled={valid} withArrow>
                <Button
                  type="submit"
                  data-disabled={valid ? undefined : true}
                  aria-disabled={!valid}
                  data-testid="share-invitation-submit"
                >
                  {t('shareInvitation.submit')}
                </Button>
              </Tooltip>
            </Group>
          </Stack>
        </form>
      )}
      {step === 'confirm' && (
        <Stack gap="md" data-testid="share-invitation-confirm">
          <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />}>
            {t('shareInvitation.confirmWarning', { email: form.email.trim() })}
          </Alert>
          {send.isError && (
            <Alert color="red" variant="light" data-testid="share-invitation-error">
              {t('shareInvitation.failed', { message: send.error.message })}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setStep('form')} disabled={send.isPending}>
              {t('shareInvitation.back')}
            </Button>
            <Button
              color="orange"
              loading={send.isPending}
              onClick={() => send.mutate()}
              data-testid="share-invitation-confirm-send"
            >
              {t('shareInvitation.confirm')}
            </Button>
          </Group>
        </Stack>
      )}
      {step === 'link' && link?.acceptUrl && (
        <Stack gap="md" data-testid="share-invitation-link">
          <Text size="sm">{t('shareInvitation.linkText')}</Text>
          <CopyField value={link.acceptUrl} testId="share-invitation-url" />
          <Group justify="flex-end">
            <Button onClick={close} data-testid="share-invitation-done">
              {t('shareInvitation.done')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

function AdvancedOptions({
  form,
  setForm,
  enabled,
}: {
  form: ShareForm;
  setForm: (update: (f: ShareForm) => ShareForm) => void;
  enabled: boolean;
}) {
  const { t } = useHubTranslation();
  return (
    <Stack
      gap="sm"
      p="sm"
      style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 8 }}
      data-testid="share-invitation-advanced"
      data-enabled={enabled}
    >
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={600}>
          {t('shareInvitation.advanced')}
        </Text>
        {!enabled && (
          <Group gap={4} c="dimmed">
            <IconLock size={14} />
            <Text size="xs" data-testid="share-invitation-not-in-plan">
              {t('shareInvitation.notInPlan')}
            </Text>
          </Group>
        )}
      </Group>
      <Stack gap={4}>
        <Text size="sm" id="share-expiry-label">
          {t('shareInvitation.expiry')}
        </Text>
        <SegmentedControl
          aria-labelledby="share-expiry-label"
          disabled={!enabled}
          value={String(form.expiresInDays)}
          onChange={(value) =>
            setForm((f) => ({ ...f, expiresInDays: Number(value) as ExpiryDays }))
          }
          data={EXPIRY_CHOICES.map((days) => ({
            value: String(days),
            label: t('shareInvitation.expiryDays', { count: days }),
          }))}
          data-testid="share-invitation-expiry"
        />
      </Stack>
      <Textarea
        label={t('shareInvitation.message')}
        placeholder={t('shareInvitation.messagePlaceholder')}
        disabled={!enabled}
        autosize
        minRows={2}
        maxRows={5}
        maxLength={500}
        value={form.message}
        onChange={(e) => {
          const message = e.currentTarget.value;
          setForm((f) => ({ ...f, message }));
        }}
        data-testid="share-invitation-message"
      />
    </Stack>
  );
}
