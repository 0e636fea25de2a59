import { ActionIcon, Menu } from '@mantine/core';
import {
  IconCopy,
  IconDotsVertical,
  IconExternalLink,
  IconPencil,
  IconTrash,
} from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useHubTranslation } from '../../i18n/hub-i18n';
import { DeleteDashboardModal } from './DeleteDashboardModal';
import { RenameDashboardModal } from './RenameDashboardModal';
import {
  useCloneDashboard,
  useDeleteDashboard,
  useRenameDashboard,
  type DashboardRef,
} from './use-dashboard-lifecycle';

export interface DashboardActionsMenuProps {
  dashboard: DashboardRef;
  /**
   * On the dashboard's own page: no 'Open'; after a delete back to the list, after a clone to
   * the clone. In the list: 'Open', and the list shows the changes in place.
   */
  onPage?: boolean;
}

/** Open, Rename, Clone and Delete of one dashboard (dashboards.md §2, §4), in a menu. */
export function DashboardActionsMenu({ dashboard, onPage = false }: DashboardActionsMenuProps) {
  const { t } = useHubTranslation();
  const navigate = useNavigate();
  const [renaming, setRenaming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const rename = useRenameDashboard();
  const clone = useCloneDashboard();
  const remove = useDeleteDashboard();
  const href = `/dashboards/${encodeURIComponent(dashboard.id)}`;
  // The dialogs take the focus from the closing menu (which would hand it back to its button
  // after the dialog focused its own); closing a dialog hands it back to the button.
  const target = useRef<HTMLButtonElement>(null);
  const refocus = () => requestAnimationFrame(() => target.current?.focus());
  return (
    <>
      <Menu position="bottom-end" shadow="md" withinPortal returnFocus={false}>
        <Menu.Target>
          <ActionIcon
            ref={target}
            variant={onPage ? 'default' : 'subtle'}
            color={onPage ? undefined : 'gray'}
            size={onPage ? 'lg' : 'md'}
            radius="md"
            loading={clone.isPending}
            aria-label={t('dashboardLifecycle.menu', { name: dashboard.name })}
            data-testid={`dashboard-menu-${dashboard.id}`}
          >
            <IconDotsVertical size={16} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {!onPage && (
            <Menu.Item
              component={Link}
              to={href}
              leftSection={<IconExternalLink size={14} />}
              data-testid="dashboard-action-open"
            >
              {t('dashboardLifecycle.open')}
            </Menu.Item>
          )}
          <Menu.Item
            leftSection={<IconPencil size={14} />}
            onClick={() => setRenaming(true)}
            data-testid="dashboard-action-rename"
          >
            {t('dashboardLifecycle.rename')}
          </Menu.Item>
          <Menu.Item
            leftSection={<IconCopy size={14} />}
            onClick={() =>
              clone.mutate(dashboard, {
                onSuccess: (id) => {
                  if (onPage) navigate(`/dashboards/${encodeURIComponent(id)}`);
                },
              })
            }
            data-testid="dashboard-action-clone"
          >
            {t('dashboardLifecycle.clone')}
          </Menu.Item>
          <Menu.Divider />
          <Menu.Item
            color="red"
            leftSection={<IconTrash size={14} />}
            onClick={() => setDeleting(true)}
            data-testid="dashboard-action-delete"
          >
            {t('dashboardLifecycle.delete')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {/* Mounted while open only: a long list keeps no closed dialogs per row. */}
      {renaming && (
        <RenameDashboardModal
          name={dashboard.name}
          saving={rename.isPending}
          error={rename.error?.message ?? null}
          onCancel={() => {
            setRenaming(false);
            rename.reset();
            refocus();
          }}
          onRename={(name) =>
            rename.mutate(
              { id: dashboard.id, name },
              {
                onSuccess: () => {
                  setRenaming(false);
                  refocus();
                },
              },
            )
          }
        />
      )}
      {deleting && (
        <DeleteDashboardModal
          name={dashboard.name}
          deleting={remove.isPending}
          error={remove.error?.message ?? null}
          onCancel={() => {
            setDeleting(false);
            remove.reset();
            refocus();
          }}
          onConfirm={() =>
            remove.mutate(dashboard, {
              onSuccess: () => {
                setDeleting(false);
                if (onPage) navigate('/dashboards', { replace: true });
              },
            })
          }
        />
      )}
    </>
  );
}
