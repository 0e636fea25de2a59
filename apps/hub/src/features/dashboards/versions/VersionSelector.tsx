import { Select } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useHubTranslation } from '../../../i18n/hub-i18n';
import { useDashboardVersions } from './use-dashboard-versions';
import { useShowVersion } from './use-version-param';
import { latestOf, versionChoice } from './version-choice';

export interface VersionSelectorProps {
  dashboardId: string;
  /** The version on screen. */
  version: number;
}

/**
 * The version selector (dashboards.md §2 toolbar: v1, v2…, from POST
 * /dashboard/get-version-values). Another version opens it (`?version=N`), the latest removes
 * the parameter, the one on screen does nothing (§4 "Version change").
 */
export function VersionSelector({ dashboardId, version }: VersionSelectorProps) {
  const { t } = useHubTranslation();
  const versions = useDashboardVersions(dashboardId, false);
  const showVersion = useShowVersion();
  const list = versions.data ?? [version];
  const latest = latestOf(list);
  const data = [...list].reverse().map((v) => ({
    value: String(v),
    label:
      v === latest
        ? t('dashboardVersions.latestOption', { version: v })
        : t('dashboardVersions.option', { version: v }),
  }));

  return (
    <Select
      data={data}
      value={String(version)}
      onChange={(value) => {
        if (value === null || !versions.data) return;
        const choice = versionChoice(Number(value), version, versions.data);
        if (choice.kind === 'latest') showVersion(null);
        else if (choice.kind === 'version') showVersion(choice.version);
      }}
      allowDeselect={false}
      checkIconPosition="right"
      leftSection={<IconHistory size={16} stroke={1.6} />}
      aria-label={t('dashboardVersions.label')}
      title={versions.isError ? versions.error.message : undefined}
      disabled={!versions.data}
      w={152}
      radius="md"
      comboboxProps={{ width: 168, position: 'bottom-end' }}
      data-testid="version-selector"
    />
  );
}
