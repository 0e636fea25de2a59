import { Paper } from '@mantine/core';
import { IconDatabase, IconSettings, IconUsersGroup } from '@tabler/icons-react';
import { PageHeader } from '../../components/PageHeader';
import { StatusScreen } from '../../components/StatusScreen';
import { useHubTranslation } from '../../i18n/hub-i18n';

export type ComingSoonFeature = 'connections' | 'tenants' | 'settings';

const ICONS = { connections: IconDatabase, tenants: IconUsersGroup, settings: IconSettings };

/** Honest placeholder for screens not built yet: says so, shows no fake data. */
export function ComingSoonPage({ feature }: { feature: ComingSoonFeature }) {
  const { t } = useHubTranslation();
  const Icon = ICONS[feature];
  return (
    <>
      <PageHeader
        title={t(`nav.${feature}`)}
        description={t(`comingSoon.${feature}.description`)}
      />
      <Paper withBorder radius="md">
        <StatusScreen
          testId={`coming-soon-${feature}`}
          icon={<Icon size={28} stroke={1.5} />}
          title={t('comingSoon.title')}
          message={t(`comingSoon.${feature}.text`)}
          minHeight={360}
        />
      </Paper>
    </>
  );
}
