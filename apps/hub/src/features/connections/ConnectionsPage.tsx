import type { ConnectionAdmin } from '@chartroom/client';
import { Button } from '@mantine/core';
import { IconDatabasePlus, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
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

  return (
    <>
      <PageHeader
        title={t('connections.title')}
        description={t('connections.description')}
        actions={
          <>
            <Button
              variant="default"
              leftSection={<IconUpload size={16} />}
              onClick={() => setUploading(true)}
              data-testid="connections-upload"
            >
              {t('connections.actions.upload')}
            </Button>
            <Button
              leftSection={<IconDatabasePlus size={16} />}
              onClick={add}
              data-testid="connections-add"
            >
              {t('connections.actions.add')}
            </Button>
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
