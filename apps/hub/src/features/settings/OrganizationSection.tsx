import type { OrganizationSettingsAnswer } from '@chartroom/client';
import {
  Avatar,
  Button,
  ColorInput,
  FileButton,
  Group,
  Input,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBuilding, IconPhotoUp, IconTrash } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { adminClient } from '../../api/admin-client';
import { useHubTranslation } from '../../i18n/hub-i18n';
import { LOGO_MAX_KB, logoProblem, readAsDataUrl } from './logo-file';
import { ActionError } from './SectionState';
import { SettingsCard } from './SettingsCard';
import { useStoreOrganizationSettings } from './use-settings';

const HEX = /^#[0-9a-fA-F]{6}$/;

interface Draft {
  name: string;
  logo: string | null;
  primaryColor: string;
  secondaryColor: string;
}

function draftOf(settings: OrganizationSettingsAnswer): Draft {
  return {
    name: settings.name,
    logo: settings.logo,
    primaryColor: settings.primaryColor ?? '',
    secondaryColor: settings.secondaryColor ?? '',
  };
}

/** Name, logo and brand colours of the organisation. */
export function OrganizationSection({ settings }: { settings: OrganizationSettingsAnswer }) {
  const { t } = useHubTranslation();
  const store = useStoreOrganizationSettings();
  const [draft, setDraft] = useState<Draft>(() => draftOf(settings));
  const [logoError, setLogoError] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);

  const errors = {
    name: draft.name.trim() ? null : t('settings.organization.nameRequired'),
    primaryColor:
      draft.primaryColor === '' || HEX.test(draft.primaryColor)
        ? null
        : t('settings.organization.colorInvalid'),
    secondaryColor:
      draft.secondaryColor === '' || HEX.test(draft.secondaryColor)
        ? null
        : t('settings.organization.colorInvalid'),
  };
  const valid = Object.values(errors).every((e) => e === null);
  const saved = draftOf(settings);
  const changed = (Object.keys(draft) as (keyof Draft)[]).some((k) => draft[k] !== saved[k]);

  const save = useMutation({
    mutationFn: () =>
      adminClient.updateOrganizationSettings({
        name: draft.name,
        logo: draft.logo,
        primaryColor: draft.primaryColor || null,
        secondaryColor: draft.secondaryColor || null,
      }),
    meta: { silent: true },
    onSuccess: (next) => {
      store(next);
      setDraft(draftOf(next));
      setTouched(false);
      notifications.show({ color: 'teal', message: t('settings.organization.saved') });
    },
  });

  const pickLogo = async (file: File | null) => {
    if (!file) return;
    const problem = logoProblem(file);
    if (problem) {
      setLogoError(
        problem === 'type'
          ? t('settings.organization.logoType')
          : t('settings.organization.logoSize', { size: LOGO_MAX_KB }),
      );
      return;
    }
    setLogoError(null);
    const logo = await readAsDataUrl(file);
    setDraft((d) => ({ ...d, logo }));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (valid) save.mutate();
  };
  const show = (field: keyof typeof errors) => (touched ? errors[field] : null);

  return (
    <SettingsCard title={t('settings.organization.title')} text={t('settings.organization.text')}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('settings.organization.name')}
            value={draft.name}
            required
            maw={480}
            error={show('name')}
            data-testid="settings-org-name"
            onChange={(e) => {
              const name = e.currentTarget.value;
              setDraft((d) => ({ ...d, name }));
            }}
          />
          <Input.Wrapper
            label={t('settings.organization.logo')}
            description={t('settings.organization.logoHint', { size: LOGO_MAX_KB })}
            error={logoError}
          >
            <Group gap="md" mt={6} wrap="wrap">
              <Avatar
                src={draft.logo}
                alt={
                  draft.logo
                    ? t('settings.organization.logoAlt', { name: draft.name })
                    : t('settings.organization.logoNone')
                }
                size={56}
                radius="md"
                variant="light"
                data-testid="settings-logo-preview"
                styles={{ image: { objectFit: 'contain' } }}
              >
                <IconBuilding size={24} />
              </Avatar>
              <FileButton
                onChange={(file) => void pickLogo(file)}
                accept="image/png,image/jpeg,image/webp,image/gif"
              >
                {(props) => (
                  <Button
                    {...props}
                    variant="default"
                    leftSection={<IconPhotoUp size={16} />}
                    data-testid="settings-logo-upload"
                  >
                    {draft.logo
                      ? t('settings.organization.logoReplace')
                      : t('settings.organization.logoUpload')}
                  </Button>
                )}
              </FileButton>
              {draft.logo && (
                <Button
                  variant="subtle"
                  color="red"
                  leftSection={<IconTrash size={16} />}
                  onClick={() => setDraft((d) => ({ ...d, logo: null }))}
                  data-testid="settings-logo-remove"
                >
                  {t('settings.organization.logoRemove')}
                </Button>
              )}
            </Group>
          </Input.Wrapper>
          <SimpleGrid cols={{ base: 1, sm: 2 }} maw={480}>
            <ColorInput
              label={t('settings.organization.primaryColor')}
              description={t('settings.organization.colorHint')}
              format="hex"
              fixOnBlur={false}
              placeholder="#7C3AED"
              value={draft.primaryColor}
              error={show('primaryColor')}
              data-testid="settings-primary-color"
              onChange={(primaryColor) => setDraft((d) => ({ ...d, primaryColor }))}
            />
            <ColorInput
              label={t('settings.organization.secondaryColor')}
              description={t('settings.organization.colorHint')}
              format="hex"
              fixOnBlur={false}
              placeholder="#12B886"
              value={draft.secondaryColor}
              error={show('secondaryColor')}
              data-testid="settings-secondary-color"
              onChange={(secondaryColor) => setDraft((d) => ({ ...d, secondaryColor }))}
            />
          </SimpleGrid>
          <ActionError error={save.error} />
          <Group>
            <Button
              type="submit"
              loading={save.isPending}
              disabled={!changed}
              data-testid="settings-org-save"
            >
              {t('settings.organization.save')}
            </Button>
            {!changed && save.isSuccess && (
              <Text size="sm" c="dimmed">
                {t('settings.organization.saved')}
              </Text>
            )}
          </Group>
        </Stack>
      </form>
    </SettingsCard>
  );
}
