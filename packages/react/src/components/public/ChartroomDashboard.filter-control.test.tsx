// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CONTROLLED_FILTER_VALUES_PARAM,
  FILTER_CONTROL_READY_MESSAGE,
  FILTER_VALUES_APPLIED_MESSAGE,
  SET_FILTER_VALUES_MESSAGE,
} from '../../embed/filter-control';
import { ChartroomDashboard } from './ChartroomDashboard';

afterEach(cleanup);

const HOST = 'https://bi.example.com';
const base = { host: HOST, dashboardId: 'd', token: 'h.e30.s' };

/** A message from the frame (or from elsewhere), as the browser delivers it. */
function fromFrame(frame: HTMLIFrameElement, data: unknown, origin = HOST, source?: unknown) {
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', {
        data,
        origin,
        source: (source ?? frame.contentWindow) as MessageEventSource,
      }),
    );
  });
}

describe('<ChartroomDashboard controlledFilterValues> (the filter-control protocol)', () => {
  it('opens with the values in the link, then posts only changes, without reloading', () => {
    const { container, rerender } = render(
      <ChartroomDashboard {...base} controlledFilterValues={{ region: ['EU'], year: 2024 }} />,
    );
    const frame = container.querySelector('iframe')!;
    const src = frame.getAttribute('src')!;
    expect(JSON.parse(new URL(src).searchParams.get(CONTROLLED_FILTER_VALUES_PARAM)!)).toEqual({
      region: ['EU'],
      year: 2024,
    });
    const post = vi.spyOn(frame.contentWindow!, 'postMessage');

    // Not ready yet: a change waits (the frame's dashboard is not listening).
    rerender(
      <ChartroomDashboard {...base} controlledFilterValues={{ region: ['US'], year: 2024 }} />,
    );
    expect(post).not.toHaveBeenCalled();
    expect(frame.getAttribute('src')).toBe(src);

    // A ready message from elsewhere is ignored; the frame's own one sends what changed since.
    fromFrame(
      frame,
      { type: FILTER_CONTROL_READY_MESSAGE, version: 1, controlKeys: [] },
      'https://evil.example',
    );
    expect(post).not.toHaveBeenCalled();
    fromFrame(frame, { type: FILTER_CONTROL_READY_MESSAGE, version: 1, controlKeys: ['region'] });
    expect(post).toHaveBeenCalledTimes(1);
    expect(post.mock.calls[0]?.[0]).toMatchObject({
      type: SET_FILTER_VALUES_MESSAGE,
      version: 1,
      values: { region: ['US'] },
    });
    expect(post.mock.calls[0]?.[1]).toBe(HOST);

    // A key left out is released; an unchanged render posts nothing.
    rerender(<ChartroomDashboard {...base} controlledFilterValues={{ region: ['US'] }} />);
    expect(post.mock.calls[1]?.[0]).toMatchObject({ values: { year: null } });
    rerender(<ChartroomDashboard {...base} controlledFilterValues={{ region: ['US'] }} />);
    expect(post).toHaveBeenCalledTimes(2);
    expect(frame.getAttribute('src')).toBe(src);
  });

  it("hands the frame's answers to onFilterValuesApplied (its own origin only)", () => {
    const answers = vi.fn();
    const { container } = render(
      <ChartroomDashboard {...base} controlledFilterValues={{}} onFilterValuesApplied={answers} />,
    );
    const frame = container.querySelector('iframe')!;
    expect(new URL(frame.src).searchParams.has(CONTROLLED_FILTER_VALUES_PARAM)).toBe(false);
    const answer = {
      type: FILTER_VALUES_APPLIED_MESSAGE,
      version: 1,
      requestId: '1',
      applied: ['region'],
      ignored: ['nope'],
    };
    fromFrame(frame, answer, 'https://evil.example');
    fromFrame(frame, answer, HOST, window);
    expect(answers).not.toHaveBeenCalled();
    fromFrame(frame, answer);
    expect(answers).toHaveBeenCalledWith(answer);
  });
});
