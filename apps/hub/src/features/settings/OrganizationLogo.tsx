import { Image } from '@mantine/core';
import type { ReactNode } from 'react';
import { useHubTranslation } from '../../i18n/hub-i18n';
import { useOrganizationSettings } from './use-settings';

/** The organisation's logo for the header; `fallback` while it loads or when there is none. */
export function OrganizationLogo({ fallback }: { fallback: ReactNode }) {
  const { t } = useHubTranslation();
  const settings = useOrganizationSettings();
  const logo = settings.data?.logo;
  if (!logo) return <>{fallback}</>;
  return (
    <Image
      src={logo}
      alt={t('settings.organization.logoAlt', { name: settings.data?.name ?? '' })}
      h={26}
      w="auto"
      maw={96}
      fit="contain"
      radius="sm"
      data-testid="header-organization-logo"
    />
  );
}
