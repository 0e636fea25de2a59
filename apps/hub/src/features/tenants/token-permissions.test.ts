import { describe, expect, it } from 'vitest';
import { READ_ONLY, toggle, tokenPermissions } from './token-permissions';

describe('token permission choice', () => {
  it('is read only by default', () => {
    expect(tokenPermissions(READ_ONLY)).toEqual({ readOnly: true });
  });

  it('an editing permission clears read only; read only clears them all again', () => {
    const editing = toggle(toggle(READ_ONLY, 'editCharts'), 'addChart');
    expect(editing.readOnly).toBe(false);
    expect(tokenPermissions(editing)).toEqual({ addChart: true, editCharts: true });
    expect(tokenPermissions(toggle(editing, 'readOnly'))).toEqual({ readOnly: true });
  });

  it('nothing ticked is read only', () => {
    const none = toggle(toggle(READ_ONLY, 'addFilter'), 'addFilter');
    expect(none.edit.size).toBe(0);
    expect(tokenPermissions(none)).toEqual({ readOnly: true });
  });
});
