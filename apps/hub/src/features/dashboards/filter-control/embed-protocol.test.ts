import { describe, expect, it } from 'vitest';
import { acceptsMessage, embedderOrigin, readControlledFilterValuesParam } from './embed-protocol';

describe("the share page's end of the filter-control protocol", () => {
  const parent = { name: 'host window' };
  const self = { name: 'share page' };

  it('takes messages from the embedding window only, from its origin when known', () => {
    const host = 'https://app.example.com';
    expect(acceptsMessage({ source: parent as never, origin: host }, parent, self, host)).toBe(
      true,
    );
    expect(
      acceptsMessage(
        { source: parent as never, origin: 'https://evil.example' },
        parent,
        self,
        host,
      ),
    ).toBe(false);
    expect(acceptsMessage({ source: {} as never, origin: host }, parent, self, host)).toBe(false);
    // Origin unknown (no ancestorOrigins, no referrer): the parent window still.
    expect(acceptsMessage({ source: parent as never, origin: 'x' }, parent, self, null)).toBe(true);
    // Not embedded: the page is its own parent, nobody to listen to.
    expect(acceptsMessage({ source: self as never, origin: host }, self, self, null)).toBe(false);
  });

  it("reads the embedder's origin from ancestorOrigins, else the referrer", () => {
    const ancestors = Object.assign(['https://a.example'], {
      contains: () => true,
      item: () => 'https://a.example',
    }) as unknown as DOMStringList;
    expect(embedderOrigin({ ancestorOrigins: ancestors }, 'https://b.example/page')).toBe(
      'https://a.example',
    );
    expect(embedderOrigin(undefined, 'https://b.example/page?x=1')).toBe('https://b.example');
    expect(embedderOrigin(undefined, '')).toBeNull();
    expect(embedderOrigin(undefined, 'not a url')).toBeNull();
  });

  it('ignores a link parameter that is not a JSON object', () => {
    expect(
      readControlledFilterValuesParam(new URLSearchParams('controlledFilterValues=%7B')),
    ).toEqual({});
    expect(
      readControlledFilterValuesParam(new URLSearchParams('controlledFilterValues=[1]')),
    ).toEqual({});
    expect(readControlledFilterValuesParam(new URLSearchParams(''))).toEqual({});
  });
});
