import type { ConnectionAdmin } from '@chartroom/client';
import { ActionIcon, Button, Tooltip } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconDatabasePlus, IconUpload } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageHeader } from '../../components/PageHeader';
import { useHubTranslation } from '../../i18n/hub-i18n';
import { ConnectionFormModal } from './ConnectionFormModal';
import { ConnectionsEmpty } from './ConnectionsEmpty';
import { ConnectionTable } from './ConnectionTable';
import { DeleteConnectionModal } from './DeleteConnectionModal';
import { UploadModal } from './UploadModal';
import { useConnectionList } from './use-connections';

type FormState = { connection: ConnectionAdmin | null } | null;

interface HeaderButtonProps {
  compact: boolean;
  variant: 'default' | 'filled';
  icon: ReactNode;
  label: string;
  onClick: () => void;
  testId: string;
}

function HeaderButton({ compact, variant, icon, label, onClick, testId }: HeaderButtonProps) {
  return compact ? (
    <Tooltip label={label} withArrow>
      <ActionIcon
        variant={variant}
        size={36}
        aria-label={label}
        onClick={onClick}
        data-testid={testId}
      >
        {icon}
      </ActionIcon>
    </Tooltip>
  ) : (
    <Button variant={variant} leftSection={icon} onClick={onClick} data-testid={testId}>
      {label}
    </Button>
  );
}

/** `/connections`: the organisation's data sources, like Metabase's admin "Databases". */
export function ConnectionsPage() {
  const { t } = useHubTranslation();
  const navigate = useNavigate();
  const list = useConnectionList();
  const [form, setForm] = useState<FormState>(null);
  const [deleting, setDeleting] = useState<ConnectionAdmin | null>(null);
  const [uploading, setUploading] = useState(false);
  const connections = list.data?.connections;
  const empty = !list.isPending && connections?.length === 0;
  const add = () => setForm({ connection: null });
  // Phones: icon buttons (named by tooltip and label), so the title keeps its room.
  const compact = useMediaQuery('(max-width: 48em)') === true;

  return (
    <>
      <PageHeader
        title={t('connections.title')}
        description={t('connections.description')}
        actions={
          <>
            <HeaderButton
              compact={compact}
              variant="default"
              icon={<IconUpload size={16} />}
              label={t('connections.actions.upload')}
              onClick={() => setUploading(true)}
              testId="connections-upload"
            />
            <HeaderButton
              compact={compact}
              variant="filled"
              icon={<IconDatabasePlus size={16} />}
              label={t('connections.actions.add')}
              onClick={add}
              testId="connections-add"
            />
          </>
        }
      />
      {empty ? (
        <ConnectionsEmpty onAdd={add} onUpload={() => setUploading(true)} />
      ) : (
        <ConnectionTable
          connections={connections}
          loading={list.isPending}
          onEdit={(connection) => setForm({ connection })}
          onDelete={setDeleting}
        />
      )}
      <ConnectionFormModal
        opened={form !== null}
        connection={form?.connection ?? null}
        onClose={() => setForm(null)}
        onSaved={(saved, created) => {
          if (created) void navigate(`/connections/${encodeURIComponent(saved.id)}`);
        }}
      />
      <DeleteConnectionModal connection={deleting} onClose={() => setDeleting(null)} />
      <UploadModal opened={uploading} onClose={() => setUploading(false)} />
    </>
  );
}
