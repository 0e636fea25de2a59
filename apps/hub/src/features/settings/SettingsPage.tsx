import { Stack, Tabs } from '@mantine/core';
import { IconBuilding, IconCode, IconKey, IconReceipt, IconUsers } from '@tabler/icons-react';
import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../components/PageHeader';
import { useHubTranslation } from '../../i18n/hub-i18n';
import { ApiKeysSection } from './ApiKeysSection';
import { EmbeddingSection } from './EmbeddingSection';
import { OrganizationSection } from './OrganizationSection';
import { PlanSection } from './PlanSection';
import { SectionError, SectionLoading } from './SectionState';
import { UsersSection } from './UsersSection';
import { useOrganizationSettings } from './use-settings';

const TABS = ['organization', 'users', 'api-keys', 'embedding', 'plan'] as const;
type Tab = (typeof TABS)[number];
const LABELS: Record<Tab, string> = {
  organization: 'settings.tabs.organization',
  users: 'settings.tabs.users',
  'api-keys': 'settings.tabs.apiKeys',
  embedding: 'settings.tabs.embedding',
  plan: 'settings.tabs.plan',
};
const ICONS = {
  organization: IconBuilding,
  users: IconUsers,
  'api-keys': IconKey,
  embedding: IconCode,
  plan: IconReceipt,
};
const isTab = (value: string | null): value is Tab =>
  value !== null && (TABS as readonly string[]).includes(value);

/** `/settings`: organisation, users and invitations, API keys, embedding secret, plan. */
export function SettingsPage() {
  const { t } = useHubTranslation();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: Tab = isTab(requested) ? requested : 'organization';
  const settings = useOrganizationSettings();

  const needsSettings = tab === 'organization' || tab === 'plan' || tab === 'embedding';
  let body;
  if (needsSettings && settings.isPending) body = <SectionLoading rows={4} />;
  else if (needsSettings && settings.isError)
    body = <SectionError error={settings.error} onRetry={() => void settings.refetch()} />;
  else if (tab === 'organization' && settings.data)
    body = <OrganizationSection key={settings.dataUpdatedAt} settings={settings.data} />;
  else if (tab === 'plan' && settings.data) body = <PlanSection settings={settings.data} />;
  else if (tab === 'embedding' && settings.data)
    body = <EmbeddingSection organizationId={settings.data.id} />;
  else if (tab === 'users') body = <UsersSection />;
  else if (tab === 'api-keys') body = <ApiKeysSection />;

  return (
    <>
      <PageHeader title={t('settings.title')} description={t('settings.description')} />
      <Tabs
        value={tab}
        onChange={(next) => {
          if (isTab(next)) setParams(next === 'organization' ? {} : { tab: next });
        }}
        keepMounted={false}
      >
        <Tabs.List mb="lg" data-testid="settings-tabs">
          {TABS.map((value) => {
            const Icon = ICONS[value];
            return (
              <Tabs.Tab
                key={value}
                value={value}
                leftSection={<Icon size={16} />}
                data-testid={`settings-tab-${value}`}
              >
                {t(LABELS[value])}
              </Tabs.Tab>
            );
          })}
        </Tabs.List>
        <Stack gap="lg">{body}</Stack>
      </Tabs>
    </>
  );
}
