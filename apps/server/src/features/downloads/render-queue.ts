import type { RenderPriority } from './downloads.service';

/**
 * The order video renders wait in: members' renders first, each group in arrival order. A free
 * account queueing eight watermarked reels delayed a member's paid download by 15 s; now a
 * member's render waits at most for the one in progress.
 */
export class RenderQueue {
  private readonly jobs: { id: string; priority: RenderPriority }[] = [];

  /** Adds a render once; false when it is already waiting. */
  push(id: string, priority: RenderPriority): boolean {
    if (this.jobs.some((job) => job.id === id)) return false;
    const firstFree = this.jobs.findIndex((job) => job.priority === 'free');
    if (priority === 'member' && firstFree !== -1) this.jobs.splice(firstFree, 0, { id, priority });
    else this.jobs.push({ id, priority });
    return true;
  }

  /** The next render to run, or undefined when none waits. */
  shift(): string | undefined {
    return this.jobs.shift()?.id;
  }
}
