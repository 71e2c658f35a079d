import { describe, expect, it } from 'vitest';
import { RenderQueue } from './render-queue';

describe('the render queue', () => {
  it('puts a member’s render before every free one, keeping arrival order within each', () => {
    const queue = new RenderQueue();
    for (const id of ['free1', 'free2', 'free3']) queue.push(id, 'free');
    queue.push('member1', 'member');
    queue.push('free4', 'free');
    queue.push('member2', 'member');
    const order: string[] = [];
    for (let id = queue.shift(); id; id = queue.shift()) order.push(id);
    expect(order).toEqual(['member1', 'member2', 'free1', 'free2', 'free3', 'free4']);
  });

  it('holds each render once', () => {
    const queue = new RenderQueue();
    expect(queue.push('a', 'free')).toBe(true);
    expect(queue.push('a', 'member')).toBe(false);
    expect(queue.shift()).toBe('a');
    expect(queue.shift()).toBeUndefined();
  });
});
