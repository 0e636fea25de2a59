import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useHubTranslation } from '../../i18n/hub-i18n';
import { FileDrop } from './FileDrop';
import { fileProblem, tableNameError, tableNameFromFile } from './upload-file';
import { UploadProgressView } from './UploadProgressView';
import { useUpload } from './use-upload';

export interface UploadModalProps {
  opened: boolean;
  onClose: () => void;
}

/** Upload a CSV or Parquet file into the organisation's "Uploads" DuckDB connection. */
export function UploadModal({ opened, onClose }: UploadModalProps) {
  const { t } = useHubTranslation();
  const upload = useUpload();
  const [file, setFile] = useState<File | null>(null);
  const [tableName, setTableName] = useState('');
  const [nameEdited, setNameEdited] = useState(false);
  const [submitted, setSubmitted] = useState(false);

  const problem = file ? fileProblem(file) : null;
  const fileError = problem
    ? t(`connections.upload.problem.${problem}`)
    : submitted && !file
      ? t('connections.upload.problem.missing')
      : null;
  const nameError = submitted || nameEdited ? tableNameError(tableName) : null;
  const done = upload.state.phase === 'done';

  function choose(next: File) {
    setFile(next);
    if (!nameEdited) setTableName(tableNameFromFile(next.name));
    if (upload.state.phase !== 'idle') upload.reset();
  }

  function close() {
    if (upload.busy) upload.cancel();
    setFile(null);
    setTableName('');
    setNameEdited(false);
    setSubmitted(false);
    upload.reset();
    onClose();
  }

  function submit() {
    setSubmitted(true);
    if (!file || problem || tableNameError(tableName) || upload.busy) return;
    void upload.start(file, tableName);
  }

  return (
    <Modal
      opened={opened}
      onClose={close}
      size={560}
      radius="md"
      title={t('connections.upload.title')}
      styles={{ title: { fontWeight: 650, fontSize: 18 } }}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="md">
          <FileDrop file={file} error={fileError} disabled={upload.busy} onFile={choose} />
          <TextInput
            label={t('connections.upload.tableName')}
            description={t('connections.upload.tableNameHint')}
            required
            value={tableName}
            error={nameError}
            disabled={upload.busy}
            onChange={(e) => {
              setTableName(e.currentTarget.value);
              setNameEdited(true);
            }}
            data-testid="upload-table-name"
          />
          <UploadProgressView state={upload.state} onOpen={close} />
          <Group justify="flex-end" gap="xs">
            <Button variant="subtle" color="gray" onClick={close}>
              {done ? t('connections.actions.close') : t('connections.actions.cancel')}
            </Button>
            {!done && (
              <Button
                type="submit"
                leftSection={<IconUpload size={16} />}
                loading={upload.busy}
                data-testid="upload-submit"
              >
                {t('connections.upload.submit')}
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
