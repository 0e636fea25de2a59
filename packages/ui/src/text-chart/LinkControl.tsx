import { ActionIcon, Button, Group, Popover, TextInput, Tooltip } from '@mantine/core';
import { IconLink } from '@tabler/icons-react';
import type { Editor } from '@tiptap/react';
import { useState } from 'react';
import { useUiTranslation } from '../i18n/i18n';

const SAFE_URL = /^(?:https?:|mailto:|#|\/(?!\/))/i;

/** Adds https:// to a bare host; returns null for unsafe or empty URLs. */
export function normaliseLinkUrl(raw: string): string | null {
  const url = raw.trim();
  if (url === '') return null;
  if (SAFE_URL.test(url)) return url;
  if (/^[a-z][a-z0-9+.-]*:/i.test(url)) return null;
  return `https://${url}`;
}

/** Toolbar button with a small popover to set or remove the selection's link. */
export function LinkControl({ editor, active }: { editor: Editor; active: boolean }) {
  const { t } = useUiTranslation();
  const [opened, setOpened] = useState(false);
  const [url, setUrl] = useState('');

  const open = () => {
    const current: unknown = editor.getAttributes('link').href;
    setUrl(typeof current === 'string' ? current : '');
    setOpened(true);
  };
  const apply = () => {
    const href = normaliseLinkUrl(url);
    const chain = editor.chain().focus().extendMarkRange('link');
    if (href) chain.setLink({ href }).run();
    else chain.unsetLink().run();
    setOpened(false);
  };
  const remove = () => {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    setOpened(false);
  };

  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-start" withArrow trapFocus>
      <Popover.Target>
        <Tooltip label={t('textChart.link')} withArrow>
          <ActionIcon
            variant={active ? 'light' : 'subtle'}
            color={active ? undefined : 'gray'}
            size="sm"
            aria-label={t('textChart.link')}
            aria-pressed={active}
            onClick={() => (opened ? setOpened(false) : open())}
          >
            <IconLink size={16} />
          </ActionIcon>
        </Tooltip>
      </Popover.Target>
      <Popover.Dropdown>
        <TextInput
          size="xs"
          label={t('textChart.linkUrl')}
          placeholder="https://"
          value={url}
          onChange={(e) => setUrl(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') apply();
          }}
        />
        <Group gap={6} mt={8} justify="flex-end">
          {active && (
            <Button size="compact-xs" variant="subtle" color="red" onClick={remove}>
              {t('textChart.linkRemove')}
            </Button>
          )}
          <Button size="compact-xs" onClick={apply}>
            {t('textChart.linkApply')}
          </Button>
        </Group>
      </Popover.Dropdown>
    </Popover>
  );
}
