import type { Tenant } from '@chartroom/client';
import { ActionIcon, Alert, Button, Paper, Text, TextInput, Tooltip } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconSearch, IconUserPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { PageHeader } from '../../components/PageHeader';
import { useHubTranslation } from '../../i18n/hub-i18n';
import { DeleteTenantModal } from './DeleteTenantModal';
import { MintTokenModal } from './MintTokenModal';
import { TenantActions } from './TenantActions';
import { TenantFormModal } from './TenantFormModal';
import { TenantsEmpty } from './TenantsEmpty';
import { TenantTable } from './TenantTable';
import { searchTenants } from './tenant-search';
import { useDashboardChoices, useTenantList } from './use-tenants';
import { useViewAsTenant } from './use-view-as-tenant';

type FormState = { tenant: Tenant | null } | null;

/** `/tenants`: the organisation's tenants, their payloads, tokens and share links. */
export function TenantsPage() {
  const { t } = useHubTranslation();
  const list = useTenantList();
  const dashboards = useDashboardChoices();
  const viewAs = useViewAsTenant();
  const [query, setQuery] = useState('');
  const [form, setForm] = useState<FormState>(null);
  const [minting, setMinting] = useState<Tenant | null>(null);
  const [deleting, setDeleting] = useState<Tenant | null>(null);
  const compact = useMediaQuery('(max-width: 48em)') === true;

  const tenants = list.data?.tenants;
  const shown = useMemo(() => searchTenants(tenants ?? [], query), [tenants, query]);
  const published = (dashboards.data?.dashboards ?? []).filter((d) => d.published);
  const add = () => setForm({ tenant: null });
  const empty = !list.isPending && !list.isError && tenants?.length === 0;

  return (
    <>
      <PageHeader
        title={t('tenants.title')}
        description={t('tenants.description')}
        actions={
          compact ? (
            <Tooltip label={t('tenants.actions.add')} withArrow>
              <ActionIcon
                size={36}
                variant="filled"
                aria-label={t('tenants.actions.add')}
                onClick={add}
                data-testid="tenants-add"
              >
                <IconUserPlus size={16} />
              </ActionIcon>
            </Tooltip>
          ) : (
            <Button
              leftSection={<IconUserPlus size={16} />}
              onClick={add}
              data-testid="tenants-add"
            >
              {t('tenants.actions.add')}
            </Button>
          )
        }
      />
      {list.isError ? (
        <Alert color="red" variant="light" data-testid="tenants-error">
          {t('tenants.loadError', { message: list.error.message })}
          <Button variant="subtle" size="xs" ml="sm" onClick={() => void list.refetch()}>
            {t('common.retry')}
          </Button>
        </Alert>
      ) : empty ? (
        <TenantsEmpty onAdd={add} />
      ) : (
        <>
          <TextInput
            mb="md"
            maw={compact ? undefined : 360}
            leftSection={<IconSearch size={16} />}
            placeholder={t('tenants.search')}
            aria-label={t('tenants.search')}
            value={query}
            onChange={(e) => setQuery(e.currentTarget.value)}
            data-testid="tenants-search"
          />
          {!list.isPending && shown.length === 0 ? (
            <Paper withBorder radius="md" p="xl">
              <Text c="dimmed" ta="center" data-testid="tenants-no-match">
                {t('tenants.searchEmpty', { query: query.trim() })}
              </Text>
            </Paper>
          ) : (
            <TenantTable
              tenants={shown}
              loading={list.isPending}
              actions={(tenant) => (
                <TenantActions
                  tenant={tenant}
                  dashboards={published}
                  onMint={setMinting}
                  onViewAs={viewAs}
                  onEdit={(edited) => setForm({ tenant: edited })}
                  onDelete={setDeleting}
                />
              )}
            />
          )}
        </>
      )}
      <TenantFormModal
        opened={form !== null}
        tenant={form?.tenant ?? null}
        onClose={() => setForm(null)}
      />
      <MintTokenModal tenant={minting} onClose={() => setMinting(null)} />
      <DeleteTenantModal tenant={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
