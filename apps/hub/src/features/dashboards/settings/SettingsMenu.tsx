import { dashboardTimezoneOf } from '@chartroom/core';
import { Button, Menu, Text } from '@mantine/core';
import { IconChevronDown, IconClock, IconLanguage, IconSettings } from '@tabler/icons-react';
import { useState } from 'react';
import { useHubTranslation } from '../../../i18n/hub-i18n';
import { LanguageDialog } from './LanguageDialog';
import { TimezoneDialog } from './TimezoneDialog';
import { useDashboardRow } from './use-dashboard-settings';
import { isDashboardLanguage } from './use-viewer-language';

/** The edit toolbar's settings menu (dashboards.md §2): Language and Timezone. */
export function SettingsMenu({ dashboardId }: { dashboardId: string }) {
  const { t } = useHubTranslation();
  const row = useDashboardRow(dashboardId);
  const [dialog, setDialog] = useState<'language' | 'timezone' | null>(null);
  const language = row?.config.advanced.language ?? 'en';
  return (
    <>
      <Menu position="bottom-end" withinPortal shadow="md" radius="md" width={280}>
        <Menu.Target>
          <Button
            variant="default"
            size="sm"
            radius="md"
            leftSection={<IconSettings size={16} stroke={1.6} />}
            rightSection={<IconChevronDown size={14} />}
            disabled={!row}
            data-testid="dashboard-settings-menu"
          >
            {t('dashboardSettings.settingsMenu.button')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item
            leftSection={<IconLanguage size={16} />}
            rightSection={
              <Text size="xs" c="dimmed">
                {isDashboardLanguage(language)
                  ? t(`dashboardSettings.language.names.${language}`)
                  : language}
              </Text>
            }
            onClick={() => setDialog('language')}
            data-testid="dashboard-settings-language"
          >
            {t('dashboardSettings.settingsMenu.language')}
          </Menu.Item>
          <Menu.Item
            leftSection={<IconClock size={16} />}
            onClick={() => setDialog('timezone')}
            data-testid="dashboard-settings-timezone"
          >
            {t('dashboardSettings.settingsMenu.timezone')}
            {row && (
              <Text size="xs" c="dimmed" data-testid="dashboard-settings-timezone-current">
                {dashboardTimezoneOf(row).label}
              </Text>
            )}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {dialog === 'language' && row && (
        <LanguageDialog
          dashboardId={dashboardId}
          saved={language}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'timezone' && row && (
        <TimezoneDialog dashboardId={dashboardId} row={row} onClose={() => setDialog(null)} />
      )}
    </>
  );
}
