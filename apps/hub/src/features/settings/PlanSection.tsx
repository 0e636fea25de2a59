import type { OrganizationSettingsAnswer } from '@chartroom/client';
import { Badge, Group, List, Text, ThemeIcon } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useHubTranslation } from '../../i18n/hub-i18n';
import { SettingsCard } from './SettingsCard';

type Feature = keyof OrganizationSettingsAnswer['planFeatures'];
const FEATURES: Feature[] = [
  'advancedShareOptions',
  'reactDeployTab',
  'personalWorkspaces',
  'pdfDownload',
];

/** The organisation's plan and what it includes (read-only). */
export function PlanSection({ settings }: { settings: OrganizationSettingsAnswer }) {
  const { t } = useHubTranslation();
  return (
    <SettingsCard title={t('settings.plan.title')} text={t('settings.plan.text')}>
      <Group gap="sm" mb="md">
        <Text size="sm">{t('settings.plan.current')}</Text>
        <Badge size="lg" variant="light" color="violet" data-testid="settings-plan-name">
          {t(`settings.plan.names.${settings.plan}`)}
        </Badge>
      </Group>
      <List spacing="sm" data-testid="settings-plan-features">
        {FEATURES.map((feature) => {
          const included = settings.planFeatures[feature];
          return (
            <List.Item
              key={feature}
              icon={
                <ThemeIcon size={22} radius="xl" variant="light" color={included ? 'teal' : 'gray'}>
                  {included ? <IconCheck size={14} /> : <IconX size={14} />}
                </ThemeIcon>
              }
            >
              <Text size="sm" span>
                {t(`settings.plan.features.${feature}`)}
              </Text>
              <Text size="sm" c="dimmed" span>
                {' · '}
                {included ? t('settings.plan.included') : t('settings.plan.notIncluded')}
              </Text>
            </List.Item>
          );
        })}
      </List>
      <Text size="xs" c="dimmed" mt="md">
        {t('settings.plan.readOnly')}
      </Text>
    </SettingsCard>
  );
}
