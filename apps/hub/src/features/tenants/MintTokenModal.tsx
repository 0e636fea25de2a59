import type { Tenant } from '@chartroom/client';
import {
  Alert,
  Button,
  Checkbox,
  CopyButton,
  Group,
  Modal,
  MultiSelect,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCheck, IconCopy, IconExternalLink, IconKey } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useHubTranslation } from '../../i18n/hub-i18n';
import { formatDateTime } from '../../lib/format-date';
import {
  EDIT_PERMISSIONS,
  EXPIRY_CHOICES,
  READ_ONLY,
  toggle,
  tokenPermissions,
  type PermissionChoice,
} from './token-permissions';
import { shareLink, useDashboardChoices, useMintToken } from './use-tenants';

export interface MintTokenModalProps {
  tenant: Tenant | null;
  onClose: () => void;
}

/** Mints a token for a stored tenant: permissions, dashboards, expiry; then copy or open it. */
export function MintTokenModal({ tenant, onClose }: MintTokenModalProps) {
  const { t } = useHubTranslation();
  const phone = useMediaQuery('(max-width: 48em)') === true;
  return (
    <Modal
      opened={tenant !== null}
      onClose={onClose}
      size={640}
      fullScreen={phone}
      radius="md"
      title={t('tenants.mint.title', { name: tenant?.name ?? '' })}
      styles={{ title: { fontWeight: 650, fontSize: 18 } }}
    >
      {tenant && <MintForm key={tenant.id} tenant={tenant} onClose={onClose} />}
    </Modal>
  );
}

interface Minted {
  token: string;
  expiresAt: string;
  dashboardIds: string[];
}

function MintForm({ tenant, onClose }: { tenant: Tenant; onClose: () => void }) {
  const { t, i18n } = useHubTranslation();
  const dashboards = useDashboardChoices();
  const mint = useMintToken();
  const [choice, setChoice] = useState<PermissionChoice>(READ_ONLY);
  const [dashboardIds, setDashboardIds] = useState<string[]>([]);
  const [expiry, setExpiry] = useState<string>(String(EXPIRY_CHOICES[1].seconds));
  const [minted, setMinted] = useState<Minted | null>(null);
  const [shareId, setShareId] = useState<string | null>(null);

  const published = (dashboards.data?.dashboards ?? []).filter((d) => d.published);
  const dashboardData = published.map((d) => ({ value: d.id, label: d.name }));
  // The share link opens one of the token's dashboards (all published ones when none chosen).
  const openable = minted
    ? dashboardData.filter(
        (d) => minted.dashboardIds.length === 0 || minted.dashboardIds.includes(d.value),
      )
    : [];
  const shareDashboard = shareId ?? openable[0]?.value ?? null;

  function submit(event: FormEvent) {
    event.preventDefault();
    const seconds = Number(expiry);
    mint.mutate(
      {
        tenantId: tenant.id,
        permissions: tokenPermissions(choice),
        dashboardIds,
        expiresInSeconds: seconds,
      },
      {
        onSuccess: ({ token }) => {
          setMinted({
            token,
            expiresAt: new Date(Date.now() + seconds * 1000).toISOString(),
            dashboardIds,
          });
          setShareId(null);
        },
      },
    );
  }

  if (minted) {
    return (
      <Stack gap="md" data-testid="mint-result">
        <Textarea
          label={t('tenants.mint.token')}
          description={t('tenants.mint.expiresAt', {
            date: formatDateTime(minted.expiresAt, i18n.language),
          })}
          value={minted.token}
          readOnly
          autosize
          minRows={3}
          maxRows={6}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 12 } }}
          onFocus={(e) => e.currentTarget.select()}
          data-testid="mint-token"
        />
        <CopyButton value={minted.token}>
          {({ copied, copy }) => (
            <Button
              variant="light"
              color={copied ? 'teal' : undefined}
              leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
              onClick={copy}
              data-testid="mint-copy"
              style={{ alignSelf: 'flex-start' }}
            >
              {copied ? t('tenants.mint.copied') : t('tenants.mint.copy')}
            </Button>
          )}
        </CopyButton>
        {openable.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('tenants.mint.noDashboards')}
          </Text>
        ) : (
          <Group align="flex-end" gap="sm" wrap="wrap">
            <Select
              label={t('tenants.mint.shareDashboard')}
              data={openable}
              value={shareDashboard}
              onChange={setShareId}
              allowDeselect={false}
              style={{ flex: '1 1 220px' }}
              data-testid="mint-share-dashboard"
            />
            <Button
              component="a"
              href={shareDashboard ? shareLink(shareDashboard, minted.token) : undefined}
              target="_blank"
              rel="noopener noreferrer"
              leftSection={<IconExternalLink size={16} />}
              data-testid="mint-open-share"
            >
              {t('tenants.mint.openShare')}
            </Button>
          </Group>
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="subtle" color="gray" onClick={() => setMinted(null)}>
            {t('tenants.mint.again')}
          </Button>
          <Button onClick={onClose}>{t('tenants.actions.close')}</Button>
        </Group>
      </Stack>
    );
  }

  return (
    <form onSubmit={submit} data-testid="mint-form">
      <Stack gap="md">
        <Stack gap={6}>
          <Text size="sm" fw={500}>
            {t('tenants.mint.permissions')}
          </Text>
          <Checkbox
            label={t('tenants.mint.readOnly')}
            description={t('tenants.mint.readOnlyHint')}
            checked={choice.readOnly}
            onChange={() => setChoice((c) => toggle(c, 'readOnly'))}
            data-testid="mint-perm-readOnly"
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" verticalSpacing={8} mt={4}>
            {EDIT_PERMISSIONS.map((name) => (
              <Checkbox
                key={name}
                label={t(`tenants.mint.${name}`)}
                checked={choice.edit.has(name)}
                onChange={() => setChoice((c) => toggle(c, name))}
                data-testid={`mint-perm-${name}`}
              />
            ))}
          </SimpleGrid>
        </Stack>
        <MultiSelect
          label={t('tenants.mint.dashboards')}
          description={t('tenants.mint.dashboardsHint')}
          placeholder={
            dashboardIds.length === 0 ? t('tenants.mint.dashboardsPlaceholder') : undefined
          }
          data={dashboardData}
          value={dashboardIds}
          onChange={setDashboardIds}
          searchable
          clearable
          data-testid="mint-dashboards"
        />
        <Select
          label={t('tenants.mint.expiry')}
          data={EXPIRY_CHOICES.map((c) => ({
            value: String(c.seconds),
            label: t(`tenants.mint.${c.key}`),
          }))}
          value={expiry}
          onChange={(v) => setExpiry(v ?? String(EXPIRY_CHOICES[1].seconds))}
          allowDeselect={false}
          data-testid="mint-expiry"
        />
        {mint.error && (
          <Alert color="red" variant="light" data-testid="mint-error">
            {mint.error.message}
          </Alert>
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="subtle" color="gray" onClick={onClose}>
            {t('tenants.actions.cancel')}
          </Button>
          <Button
            type="submit"
            leftSection={<IconKey size={16} />}
            loading={mint.isPending}
            data-testid="mint-submit"
          >
            {t('tenants.mint.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
