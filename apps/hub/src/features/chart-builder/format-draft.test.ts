import { describe, expect, it } from 'vitest';
import { applyFormatDraft, formatDraftOf, NO_FORMAT_CONFIG } from './format-draft';

describe('format popover draft', () => {
  it('reads a stored config, blank fields as empty text', () => {
    expect(formatDraftOf({ formatPrefix: '$' })).toEqual({
      formatLabel: '',
      formatLocale: '',
      formatPrefix: '$',
      formatSuffix: '',
      formatConfig: '',
    });
  });

  it('stores nothing when all five fields are empty', () => {
    expect(applyFormatDraft(formatDraftOf(undefined))).toEqual({
      ok: true,
      formatConfig: undefined,
    });
    expect(NO_FORMAT_CONFIG).toBe('No format config provided');
  });

  it('stores the non-empty fields; single quotes are accepted in the JSON options', () => {
    const draft = {
      ...formatDraftOf(undefined),
      formatSuffix: ' €',
      formatConfig: "{'style':'percent'}",
    };
    expect(applyFormatDraft(draft)).toEqual({
      ok: true,
      formatConfig: { formatSuffix: ' €', formatConfig: "{'style':'percent'}" },
    });
  });

  it("refuses JSON that does not parse with 'Error parsing config:' and the parser message", () => {
    const result = applyFormatDraft({ ...formatDraftOf(undefined), formatConfig: '{style: }' });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.message).toMatch(/^Error parsing config: /);
      expect(result.message.length).toBeGreaterThan('Error parsing config: '.length);
    }
  });
});
