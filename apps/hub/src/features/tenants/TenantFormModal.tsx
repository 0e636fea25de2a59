import type { Tenant } from '@chartroom/client';
import { Alert, Button, Group, Input, Modal, Stack, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useState, type FormEvent } from 'react';
import { useHubTranslation } from '../../i18n/hub-i18n';
import { PayloadEditor } from './PayloadEditor';
import { payloadFromRows, rowErrors, rowsFromPayload, type PayloadRow } from './payload-rows';
import { useSaveTenant } from './use-tenants';

export interface TenantFormModalProps {
  opened: boolean;
  /** The tenant to edit; null adds one. */
  tenant: Tenant | null;
  onClose: () => void;
}

/** Add or edit a tenant: name, key, id (new tenants only) and payload rows. */
export function TenantFormModal({ opened, tenant, onClose }: TenantFormModalProps) {
  const { t } = useHubTranslation();
  const phone = useMediaQuery('(max-width: 48em)') === true;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size={720}
      fullScreen={phone}
      radius="md"
      title={tenant ? t('tenants.form.editTitle') : t('tenants.form.addTitle')}
      styles={{ title: { fontWeight: 650, fontSize: 18 } }}
    >
      {opened && <TenantForm key={tenant?.id ?? 'new'} tenant={tenant} onClose={onClose} />}
    </Modal>
  );
}

function TenantForm({ tenant, onClose }: { tenant: Tenant | null; onClose: () => void }) {
  const { t } = useHubTranslation();
  const save = useSaveTenant();
  const [name, setName] = useState(tenant?.name ?? '');
  const [key, setKey] = useState(tenant?.key ?? '');
  const [id, setId] = useState('');
  const [rows, setRows] = useState<PayloadRow[]>(() => rowsFromPayload(tenant?.payload ?? {}));
  const [tried, setTried] = useState(false);
  const errors = rowErrors(rows);
  const nameError = tried && name.trim() === '' ? t('tenants.form.nameRequired') : undefined;
  const keyError = tried && key.trim() === '' ? t('tenants.form.keyRequired') : undefined;

  function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (name.trim() === '' || key.trim() === '' || errors.size > 0) return;
    const payload = payloadFromRows(rows);
    const body = tenant
      ? { update: { id: tenant.id, name: name.trim(), key: key.trim(), payload } }
      : {
          create: {
            ...(id.trim() ? { id: id.trim() } : {}),
            name: name.trim(),
            key: key.trim(),
            payload,
          },
        };
    save.mutate(body, {
      onSuccess: (answer) => {
        notifications.show({
          color: 'teal',
          title: tenant ? t('tenants.notify.saved') : t('tenants.notify.created'),
          message: answer.tenant.name,
        });
        onClose();
      },
    });
  }

  return (
    <form onSubmit={submit} noValidate data-testid="tenant-form">
      <Stack gap="md">
        <TextInput
          label={t('tenants.form.name')}
          placeholder={t('tenants.form.namePlaceholder')}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={nameError}
          required
          data-autofocus
          data-testid="tenant-name"
        />
        <TextInput
          label={t('tenants.form.key')}
          description={t('tenants.form.keyDescription')}
          placeholder={t('tenants.form.keyPlaceholder')}
          value={key}
          onChange={(e) => setKey(e.currentTarget.value)}
          error={keyError}
          required
          data-testid="tenant-key"
        />
        <TextInput
          label={t('tenants.form.id')}
          description={tenant ? t('tenants.form.idFixed') : t('tenants.form.idDescription')}
          placeholder={tenant ? undefined : key.trim() || t('tenants.form.keyPlaceholder')}
          value={tenant ? tenant.id : id}
          disabled={tenant !== null}
          onChange={(e) => setId(e.currentTarget.value)}
          data-testid="tenant-id"
        />
        <Input.Wrapper
          label={t('tenants.form.payload')}
          description={t('tenants.form.payloadDescription')}
        >
          <div style={{ marginTop: 8 }}>
            <PayloadEditor rows={rows} onChange={setRows} errors={tried ? errors : new Map()} />
          </div>
        </Input.Wrapper>
        {save.error && (
          <Alert color="red" variant="light" data-testid="tenant-form-error">
            {save.error.message}
          </Alert>
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="subtle" color="gray" onClick={onClose}>
            {t('tenants.actions.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending} data-testid="tenant-save">
            {tenant ? t('tenants.actions.save') : t('tenants.actions.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
