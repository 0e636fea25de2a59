// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react';
import type { Editor } from '@tiptap/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { installDomPolyfills, renderWithMantine } from '../test-utils/render';
import { normaliseLinkUrl } from './LinkControl';
import { TextChart } from './TextChart';
import { TiptapTextChart } from './TiptapTextChart';

beforeAll(installDomPolyfills);
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** TipTap keeps its editor on the ProseMirror root element. */
function editorOf(container: HTMLElement): Editor {
  const root = container.querySelector('.ProseMirror');
  if (!root) throw new Error('no editor');
  return (root as HTMLElement & { editor: Editor }).editor;
}

describe('TextChart', () => {
  it('renders the sanitised rich text read-only (TipTap loads on demand)', async () => {
    const { container } = renderWithMantine(
      <TextChart
        richText={
          '<h2>Title</h2><p onclick="alert(1)">Hello <strong>world</strong><script>alert(2)</script></p>' +
          '<p><a href="javascript:alert(3)">bad</a> <a href="https://example.com">good</a></p>'
        }
      />,
    );
    expect(screen.getByLabelText('Loading chart')).toBeTruthy(); // skeleton while TipTap loads
    await screen.findByTestId('text-chart', {}, { timeout: 10_000 });
    const root = container.querySelector('.ProseMirror') as HTMLElement;
    expect(root.getAttribute('contenteditable')).toBe('false');
    expect(root.querySelector('h2')?.textContent).toBe('Title');
    expect(root.querySelector('strong')?.textContent).toBe('world');
    expect(root.innerHTML).not.toMatch(/script|onclick|javascript:/);
    const hrefs = Array.from(root.querySelectorAll('a')).map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(['https://example.com']);
    expect(screen.queryByTestId('text-toolbar')).toBeNull();
  });

  it('calls onChange with the sanitised HTML 300 ms after the last edit', () => {
    vi.useFakeTimers();
    const onChange = vi.fn();
    const { container } = renderWithMantine(
      <TiptapTextChart richText="<p>Hello</p>" editable onChange={onChange} />,
    );
    expect(screen.getByTestId('text-toolbar')).toBeTruthy();
    const editor = editorOf(container);
    act(() => {
      editor.commands.insertContentAt(editor.state.doc.content.size - 1, ' there');
    });
    act(() => vi.advanceTimersByTime(200));
    act(() => {
      editor.commands.insertContentAt(editor.state.doc.content.size - 1, '!');
    });
    act(() => vi.advanceTimersByTime(299));
    expect(onChange).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith('<p>Hello there!</p>');
  });

  it('toggles bold from the toolbar', () => {
    vi.useFakeTimers();
    const onChange = vi.fn();
    const { container } = renderWithMantine(
      <TiptapTextChart richText="<p>Hello</p>" editable onChange={onChange} />,
    );
    const editor = editorOf(container);
    act(() => {
      editor.commands.selectAll();
    });
    act(() => screen.getByLabelText('Bold').click());
    act(() => vi.advanceTimersByTime(300));
    expect(onChange).toHaveBeenLastCalledWith('<p><strong>Hello</strong></p>');
  });

  it('normalises link URLs', () => {
    expect(normaliseLinkUrl('example.com')).toBe('https://example.com');
    expect(normaliseLinkUrl('https://a.io/x')).toBe('https://a.io/x');
    expect(normaliseLinkUrl('javascript:alert(1)')).toBeNull();
    expect(normaliseLinkUrl('  ')).toBeNull();
  });
});
