/**
 * Reels render in the background (ffmpeg at nice 10, run-tool.ts); a member's image download is
 * work someone is waiting on. Niceness decides who gets a core, not what the two share once both
 * run: caches and memory bandwidth, or the other half of a hyperthreaded core, so an image
 * rendered beside an x264 encode still took about twice its quiet time. While foreground work is
 * held, this gate stops the background tools outright (SIGSTOP) and starts them again
 * (SIGCONT) when it ends.
 *
 * A steady flow of images must not starve the reels: after `maxPauseMs` stopped, the tools run
 * for `minRunMs` whatever is held, so a reel always gets at least that share of the time
 * (by default a quarter). A stopped tool keeps its pid and its pipes; setpriv's death signal
 * still kills it with the server (run-tool.ts).
 */
export interface BackgroundGate {
  /** A background tool that started: stopped at once while the gate is closed. Returns its removal. */
  track(pid: number): () => void;
  /** Foreground work begins: background tools stop until every hold is released. */
  hold(): () => void;
}

export interface BackgroundGateOptions {
  maxPauseMs?: number;
  minRunMs?: number;
  /** Sends a signal to a process; `process.kill` outside tests. */
  signal?: (pid: number, signal: 'SIGSTOP' | 'SIGCONT') => void;
}

export function createBackgroundGate(options: BackgroundGateOptions = {}): BackgroundGate {
  const maxPauseMs = options.maxPauseMs ?? 750;
  const minRunMs = options.minRunMs ?? 250;
  const send = options.signal ?? ((pid, signal) => process.kill(pid, signal));
  const tools = new Set<number>();
  let holds = 0;
  let stopped = false;
  // While a forced run lasts, holds do not stop the tools.
  let forcedRun = false;
  let timer: NodeJS.Timeout | undefined;

  const signalAll = (signal: 'SIGSTOP' | 'SIGCONT') => {
    for (const pid of tools) signalOne(pid, signal);
  };
  const signalOne = (pid: number, signal: 'SIGSTOP' | 'SIGCONT') => {
    try {
      send(pid, signal);
    } catch {
      // The tool ended between its exit and its removal: nothing to stop or start.
    }
  };
  const stop = () => {
    if (stopped || forcedRun || holds === 0) return;
    stopped = true;
    signalAll('SIGSTOP');
    timer = setTimeout(forceRun, maxPauseMs);
    timer.unref();
  };
  const start = () => {
    clearTimeout(timer);
    timer = undefined;
    if (!stopped) return;
    stopped = false;
    signalAll('SIGCONT');
  };
  const forceRun = () => {
    start();
    forcedRun = true;
    timer = setTimeout(() => {
      forcedRun = false;
      timer = undefined;
      stop();
    }, minRunMs);
    timer.unref();
  };

  return {
    track(pid) {
      tools.add(pid);
      if (stopped) signalOne(pid, 'SIGSTOP');
      return () => {
        tools.delete(pid);
      };
    },
    hold() {
      holds += 1;
      stop();
      let released = false;
      return () => {
        if (released) return;
        released = true;
        holds -= 1;
        if (holds === 0 && !forcedRun) start();
      };
    },
  };
}

/** This process's gate: run-tool tracks its background tools in it, the image pool holds it. */
export const backgroundGate = createBackgroundGate();
