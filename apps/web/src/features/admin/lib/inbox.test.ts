import { describe, expect, it } from 'vitest';
import { exportHref, readInboxParams, replyHref, withHandled, withInboxParams } from './inbox';

describe('the inbox', () => {
  it('opens on unhandled contact messages, and reads another tab or filter from the address', () => {
    expect(readInboxParams(new URLSearchParams())).toEqual({
      kind: 'messages',
      status: 'unhandled',
    });
    expect(readInboxParams(new URLSearchParams('tab=custom-work&status=all'))).toEqual({
      kind: 'custom-work',
      status: 'all',
    });
    expect(readInboxParams(new URLSearchParams('tab=spam&status=deleted'))).toEqual({
      kind: 'messages',
      status: 'unhandled',
    });
  });

  it('writes a change of tab or filter to the address, defaults left out, on page 1', () => {
    const search = new URLSearchParams('tab=custom-work&page=3');
    expect(withInboxParams(search, { status: 'handled' }).toString()).toBe(
      'tab=custom-work&status=handled',
    );
    expect(withInboxParams(search, { kind: 'messages' }).toString()).toBe('');
  });

  it('marks one item of a cached page, leaving the page alone when it is not there', () => {
    const page = {
      items: [
        { _id: 'a', handled: false, handledAt: null },
        { _id: 'b', handled: true, handledAt: '2026-11-01T00:00:00.000Z' },
      ],
      page: 1,
      pageSize: 20,
      total: 2,
    };
    const at = '2026-11-25T10:00:00.000Z';
    expect(withHandled(page, 'a', true, at).items[0]).toEqual({
      _id: 'a',
      handled: true,
      handledAt: at,
    });
    expect(withHandled(page, 'b', false, at).items[1]).toEqual({
      _id: 'b',
      handled: false,
      handledAt: null,
    });
    expect(withHandled(page, 'zz', true, at)).toBe(page);
  });

  it('links the export and a reply', () => {
    expect(exportHref('messages', 'all')).toBe('/api/v1/admin/inbox/messages/export.csv');
    expect(exportHref('custom-work', 'unhandled')).toBe(
      '/api/v1/admin/inbox/custom-work/export.csv?status=unhandled',
    );
    expect(replyHref('asha@shop.in', 'Logo on reels?')).toBe(
      'mailto:asha@shop.in?subject=Re%3A%20Logo%20on%20reels%3F',
    );
    expect(replyHref('asha@shop.in')).toBe('mailto:asha@shop.in');
  });
});
