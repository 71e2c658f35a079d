/**
 * Lets a loop sleep until there may be work: rung when a job is enqueued in this process or a
 * slot frees up, with a timeout for work that arrives some other way (another process).
 */
export class Doorbell {
  #ring: (() => void) | null = null;
  #rung = false;

  ring(): void {
    this.#rung = true;
    this.#ring?.();
  }

  /** Resolves on the next ring (or at once if it rang since the last wait), or after `ms`. */
  wait(ms: number): Promise<void> {
    if (this.#rung) {
      this.#rung = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      const self = this;
      function done() {
        clearTimeout(timer);
        self.#ring = null;
        self.#rung = false;
        resolve();
      }
      this.#ring = done;
    });
  }
}
