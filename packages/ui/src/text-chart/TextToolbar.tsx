import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconBold, IconH2, IconItalic, IconList, type Icon } from '@tabler/icons-react';
import { useEditorState, type Editor } from '@tiptap/react';
import { useUiTranslation } from '../i18n/i18n';
import { LinkControl } from './LinkControl';

interface ToolButtonProps {
  label: string;
  icon: Icon;
  active: boolean;
  onClick: () => void;
}

function ToolButton({ label, icon: IconComponent, active, onClick }: ToolButtonProps) {
  return (
    <Tooltip label={label} withArrow>
      <ActionIcon
        variant={active ? 'light' : 'subtle'}
        color={active ? undefined : 'gray'}
        size="sm"
        aria-label={label}
        aria-pressed={active}
        onClick={onClick}
      >
        <IconComponent size={16} />
      </ActionIcon>
    </Tooltip>
  );
}

/** The Text chart's toolbar in edit mode: bold, italic, heading, bullet list and link. */
export function TextToolbar({ editor }: { editor: Editor }) {
  const { t } = useUiTranslation();
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      heading: e.isActive('heading', { level: 2 }),
      bulletList: e.isActive('bulletList'),
      link: e.isActive('link'),
    }),
  });
  const chain = () => editor.chain().focus();

  return (
    <Group gap={2} role="toolbar" aria-label={t('textChart.toolbar')} data-testid="text-toolbar">
      <ToolButton
        label={t('textChart.bold')}
        icon={IconBold}
        active={active.bold}
        onClick={() => chain().toggleBold().run()}
      />
      <ToolButton
        label={t('textChart.italic')}
        icon={IconItalic}
        active={active.italic}
        onClick={() => chain().toggleItalic().run()}
      />
      <ToolButton
        label={t('textChart.heading')}
        icon={IconH2}
        active={active.heading}
        onClick={() => chain().toggleHeading({ level: 2 }).run()}
      />
      <ToolButton
        label={t('textChart.bulletList')}
        icon={IconList}
        active={active.bulletList}
        onClick={() => chain().toggleBulletList().run()}
      />
      <LinkControl editor={editor} active={active.link} />
    </Group>
  );
}
