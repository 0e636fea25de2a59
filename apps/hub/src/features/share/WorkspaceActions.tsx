import { ActionIcon, Menu, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCopy, IconDots, IconPencil, IconTrash, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useHubTranslation } from '../../i18n/hub-i18n';
import { DeleteDashboardModal } from '../dashboards/DeleteDashboardModal';
import { RenameDashboardModal } from '../dashboards/RenameDashboardModal';

export interface WorkspaceActionsProps {
  /** The selected personal workspace dashboard (its shown name); null on the global tab. */
  selected: { id: string; name: string } | null;
  /** Whether the tenant has a personal copy yet (the global tab offers to make one when not). */
  hasCopy: boolean;
  /** Rename is offered unless tabs are disabled (dashboards.md §6). */
  canRename: boolean;
  onMakeCopy: () => void;
  /** 'Create a copy'; rejects with the server's message. */
  onClone: () => Promise<void>;
  onRename: (name: string) => Promise<void>;
  onDelete: () => Promise<void>;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * The personal workspace's actions (dashboards.md §6, decision 024): on a personal workspace
 * dashboard (derived from the shared template) rename (unless disableTabs), 'Create a copy' and
 * delete ('Confirm Dashboard Deletion'); on the global tab without a personal copy yet, 'Make a
 * personal copy'. Failures are shown (the spec only logs them).
 */
export function WorkspaceActions(props: WorkspaceActionsProps) {
  const { t } = useHubTranslation();
  const [renaming, setRenaming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { selected } = props;
  if (!selected && props.hasCopy) return null;

  const run = async (action: () => Promise<void>, close: () => void) => {
    setBusy(true);
    setError(null);
    try {
      await action();
      close();
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setBusy(false);
    }
  };
  const clone = async () => {
    setBusy(true);
    try {
      await props.onClone();
    } catch (failure) {
      notifications.show({
        color: 'red',
        message: t('embeddedEditing.cloneFailed', { message: messageOf(failure) }),
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Menu position="bottom-end" shadow="md" width={220}>
        <Menu.Target>
          <Tooltip label={t('embeddedEditing.dashboardActions')} withArrow>
            <ActionIcon
              variant="default"
              size="lg"
              loading={busy && !renaming && !deleting}
              aria-label={t('embeddedEditing.dashboardActions')}
              data-testid="workspace-actions"
            >
              <IconDots size={18} />
            </ActionIcon>
          </Tooltip>
        </Menu.Target>
        <Menu.Dropdown>
          {selected ? (
            <>
              {props.canRename && (
                <Menu.Item
                  leftSection={<IconPencil size={15} />}
                  onClick={() => {
                    setError(null);
                    setRenaming(true);
                  }}
                  data-testid="workspace-rename"
                >
                  {t('embeddedEditing.rename')}
                </Menu.Item>
              )}
              <Menu.Item
                leftSection={<IconCopy size={15} />}
                onClick={() => void clone()}
                data-testid="workspace-clone"
              >
                {t('embeddedEditing.createCopy')}
              </Menu.Item>
              <Menu.Divider />
              <Menu.Item
                color="red"
                leftSection={<IconTrash size={15} />}
                onClick={() => {
                  setError(null);
                  setDeleting(true);
                }}
                data-testid="workspace-delete"
              >
                {t('embeddedEditing.delete')}
              </Menu.Item>
            </>
          ) : (
            <Menu.Item
              leftSection={<IconUserPlus size={15} />}
              onClick={props.onMakeCopy}
              data-testid="workspace-make-copy"
            >
              {t('embeddedEditing.copyConfirm')}
            </Menu.Item>
          )}
        </Menu.Dropdown>
      </Menu>
      <RenameDashboardModal
        name={renaming && selected ? selected.name : null}
        saving={busy}
        error={error}
        onCancel={() => setRenaming(false)}
        onRename={(name) =>
          void run(
            () => props.onRename(name),
            () => setRenaming(false),
          )
        }
      />
      <DeleteDashboardModal
        name={deleting && selected ? selected.name : null}
        deleting={busy}
        error={error}
        onCancel={() => setDeleting(false)}
        onConfirm={() => void run(props.onDelete, () => setDeleting(false))}
      />
    </>
  );
}
