import { Alert, Modal, Stack, Tabs, Text, Tooltip } from '@mantine/core';
import { IconAlertTriangle, IconBrandReact, IconCode } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useHubTranslation } from '../../../i18n/hub-i18n';
import type { ViewerDashboard } from '../dashboard-model';
import { CodeView } from './CodeView';
import { deploySnippets, EMBED_SECRET_VARIABLE, TOKEN_PLACEHOLDER } from './deploy-snippets';

export interface DeployDialogProps {
  dashboard: ViewerDashboard;
  /** The organisation's id (the token's `org`); undefined while it is being read. */
  organizationId: string | undefined;
  /** The plan includes the React tab (not on startup). */
  reactAllowed: boolean;
  /** Reading the organisation's settings failed. */
  settingsError: Error | null;
  opened: boolean;
  onClose: () => void;
}

type DeployTab = 'iframe' | 'react';

/**
 * Deploy dialog (dashboards.md §2): IFrame and React tabs, each with the server code that signs a
 * tenant token (the embed secret read from an environment variable) and the embed code. The
 * React tab is disabled when the organisation's plan lacks it (startup).
 */
export function DeployDialog(props: DeployDialogProps) {
  const { dashboard, organizationId, reactAllowed, settingsError, opened, onClose } = props;
  const { t } = useHubTranslation();
  const [tab, setTab] = useState<DeployTab>('iframe');
  const snippets = useMemo(
    () =>
      organizationId
        ? deploySnippets({
            origin: window.location.origin,
            dashboardId: dashboard.id,
            title: dashboard.title,
            organizationId,
            controlKeys: dashboard.filters.flatMap((f) =>
              'controlKey' in f && f.controlKey ? [f.controlKey] : [],
            ),
          })
        : null,
    [dashboard, organizationId],
  );
  const shown: DeployTab = tab === 'react' && !reactAllowed ? 'iframe' : tab;

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size="xl"
      radius="md"
      centered
      title={<Text fw={600}>{t('dashboardExport.deploy.title')}</Text>}
      data-testid="deploy-dialog"
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('dashboardExport.deploy.intro')}
        </Text>
        {settingsError && (
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={16} />} role="alert">
            {t('dashboardExport.deploy.planError', { message: settingsError.message })}
          </Alert>
        )}
        <Tabs value={shown} onChange={(v) => v && setTab(v as DeployTab)} keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab
              value="iframe"
              leftSection={<IconCode size={16} />}
              data-testid="deploy-tab-iframe"
            >
              {t('dashboardExport.deploy.iframeTab')}
            </Tabs.Tab>
            <Tooltip
              label={t('dashboardExport.deploy.reactNotInPlan')}
              disabled={reactAllowed || !organizationId}
              withArrow
            >
              <Tabs.Tab
                value="react"
                leftSection={<IconBrandReact size={16} />}
                disabled={!reactAllowed}
                data-testid="deploy-tab-react"
              >
                {t('dashboardExport.deploy.reactTab')}
              </Tabs.Tab>
            </Tooltip>
          </Tabs.List>
          {snippets && (
            <>
              <Tabs.Panel value="iframe" pt="md">
                <Steps
                  server={snippets.server}
                  embed={snippets.iframe}
                  embedTitle={t('dashboardExport.deploy.iframeStep')}
                  embedHint={t('dashboardExport.deploy.iframeHint', {
                    placeholder: TOKEN_PLACEHOLDER,
                  })}
                  embedTestId="deploy-iframe-snippet"
                />
              </Tabs.Panel>
              <Tabs.Panel value="react" pt="md">
                <Steps
                  server={snippets.server}
                  embed={snippets.react}
                  embedTitle={t('dashboardExport.deploy.reactStep')}
                  embedHint={t('dashboardExport.deploy.reactHint')}
                  embedTestId="deploy-react-snippet"
                />
              </Tabs.Panel>
            </>
          )}
        </Tabs>
      </Stack>
    </Modal>
  );
}

function Steps(props: {
  server: string;
  embed: string;
  embedTitle: string;
  embedHint: string;
  embedTestId: string;
}) {
  const { t } = useHubTranslation();
  return (
    <Stack gap="sm">
      <Text fw={600} size="sm">
        {t('dashboardExport.deploy.serverStep')}
      </Text>
      <Text size="xs" c="dimmed">
        {t('dashboardExport.deploy.serverHint', { variable: EMBED_SECRET_VARIABLE })}
      </Text>
      <CodeView code={props.server} maxLines={12} testId="deploy-server-snippet" />
      <Text fw={600} size="sm" mt="xs">
        {props.embedTitle}
      </Text>
      <Text size="xs" c="dimmed">
        {props.embedHint}
      </Text>
      <CodeView code={props.embed} maxLines={12} testId={props.embedTestId} />
    </Stack>
  );
}
