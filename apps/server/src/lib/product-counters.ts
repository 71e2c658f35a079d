/** What the product counts; services call these, whether or not metrics are on. */
export interface ProductCounters {
  /** A download asked for and accepted (its file rendered now, or queued). */
  download(kind: 'image' | 'video', watermarked: boolean): void;
  /** A render finished and stored. */
  render(kind: 'image' | 'video', watermarked: boolean): void;
  /** A payment seen: captured or failed, from verify or a webhook. */
  payment(status: 'captured' | 'failed'): void;
}

export const NO_COUNTERS: ProductCounters = {
  download() {},
  render() {},
  payment() {},
};
