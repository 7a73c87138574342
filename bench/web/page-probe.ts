/**
 * What runs inside the page. `installProbe` is sent as source text (addInitScript), so it
 * must not refer to anything outside itself.
 */

export interface ProbeRequest {
  /** The button to click (previous / next of the calendar toolbar). */
  clickSelector: string;
  /** A part of the URL of the list call the click triggers; null: none expected (cached). */
  responseUrlPart: string | null;
  /** The calendar is rendered once nothing in it changed for this long after the data arrived. */
  quietMs: number;
  timeoutMs: number;
}

export interface LongFrame {
  start: number;
  duration: number;
  blockingDuration: number;
  /** Style and layout of the frame (ms). */
  styleAndLayout: number;
  scripts: Array<{ source: string; duration: number }>;
}

export interface ProbeResult {
  /** Times in ms from the click. */
  responseStart: number | null;
  responseEnd: number | null;
  /** The first change in the calendar after the data arrived. */
  firstMutation: number | null;
  /** The end of the frame after the last change in the calendar. */
  painted: number;
  responseBytes: number | null;
  longFrames: LongFrame[];
  timedOut: boolean;
}

export interface CalendarCensus {
  label: string;
  view: string;
  /** Event boxes in the DOM. */
  renderedEvents: number;
  /** Month view: events behind the "+N more" links. */
  hiddenEvents: number;
  showMoreLinks: number;
  calendarNodes: number;
  documentNodes: number;
}

declare global {
  interface Window {
    __tabibProbe?: { measure(request: ProbeRequest): Promise<ProbeResult>; census(): CalendarCensus };
  }
}

export function installProbe(): void {
  performance.setResourceTimingBufferSize(100_000);
  const frames: PerformanceEntry[] = [];
  try {
    new PerformanceObserver((list) => frames.push(...list.getEntries())).observe({
      type: 'long-animation-frame',
      buffered: true,
    });
  } catch {
    // No long-animation-frame entries in this browser: the figures do without them.
  }

  const afterNextPaint = (callback: (at: number) => void) =>
    requestAnimationFrame(() => {
      // A task queued from requestAnimationFrame runs once the frame has been produced.
      const channel = new MessageChannel();
      channel.port1.onmessage = () => callback(performance.now());
      channel.port2.postMessage(null);
    });

  const longFramesBetween = (from: number, to: number): LongFrame[] =>
    frames
      .filter((entry) => entry.startTime + entry.duration >= from && entry.startTime <= to)
      .map((entry) => {
        const frame = entry as PerformanceEntry & {
          blockingDuration: number;
          styleAndLayoutStart: number;
          scripts: Array<{ duration: number; sourceURL: string; sourceFunctionName: string; invoker: string }>;
        };
        return {
          start: frame.startTime,
          duration: frame.duration,
          blockingDuration: frame.blockingDuration,
          styleAndLayout: frame.styleAndLayoutStart > 0 ? frame.startTime + frame.duration - frame.styleAndLayoutStart : 0,
          scripts: frame.scripts.map((script) => ({
            source: `${script.invoker} ${script.sourceFunctionName || ''} ${script.sourceURL.replace(/^.*\//, '')}`.trim(),
            duration: script.duration,
          })),
        };
      });

  const measure = (request: ProbeRequest): Promise<ProbeResult> =>
    new Promise((resolve, reject) => {
      const target = document.querySelector('[data-loading]');
      const button = document.querySelector<HTMLElement>(request.clickSelector);
      if (!target || !button) {
        reject(new Error(`no calendar or no ${request.clickSelector} in the page`));
        return;
      }
      const mutations: number[] = [];
      let painted = 0;
      const observer = new MutationObserver(() => {
        const at = performance.now();
        mutations.push(at);
        afterNextPaint((end) => {
          painted = Math.max(painted, end);
        });
      });
      observer.observe(target, { subtree: true, childList: true, attributes: true, characterData: true });

      const clickedAt = performance.now();
      button.click();

      const responseOf = () => {
        if (request.responseUrlPart === null) return null;
        const part = request.responseUrlPart;
        const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
        return (
          entries.find((entry) => entry.startTime >= clickedAt && entry.name.includes(part) && entry.responseEnd > 0) ?? null
        );
      };

      const check = () => {
        const now = performance.now();
        const response = responseOf();
        const dataAt = request.responseUrlPart === null ? clickedAt : response?.responseEnd;
        const changedAfterData = dataAt !== undefined && mutations.some((at) => at >= dataAt);
        const lastChange = mutations.length ? mutations[mutations.length - 1]! : clickedAt;
        const settled = changedAfterData && painted >= lastChange && now - lastChange >= request.quietMs;
        const timedOut = now - clickedAt > request.timeoutMs;
        if (!settled && !timedOut) {
          setTimeout(check, 25);
          return;
        }
        observer.disconnect();
        const firstMutation = dataAt === undefined ? undefined : mutations.find((at) => at >= dataAt);
        resolve({
          responseStart: response ? response.responseStart - clickedAt : null,
          responseEnd: response ? response.responseEnd - clickedAt : null,
          firstMutation: firstMutation === undefined ? null : firstMutation - clickedAt,
          painted: painted - clickedAt,
          responseBytes: response ? response.decodedBodySize : null,
          longFrames: longFramesBetween(clickedAt, painted).map((frame) => ({ ...frame, start: frame.start - clickedAt })),
          timedOut,
        });
      };
      setTimeout(check, 25);
    });

  const census = (): CalendarCensus => {
    const board = document.querySelector('[data-testid="calendar-board"]');
    const showMore = board ? Array.from(board.querySelectorAll('.rbc-show-more')) : [];
    return {
      label: document.querySelector('[data-testid="calendar-range-label"]')?.textContent ?? '',
      view: board?.querySelector('.rbc-month-view') ? 'month' : board?.querySelector('.rbc-time-view') ? 'time grid' : 'other',
      renderedEvents: board ? board.querySelectorAll('.rbc-event:not(.rbc-background-event)').length : 0,
      hiddenEvents: showMore.reduce((total, link) => total + Number(/\d+/.exec(link.textContent ?? '')?.[0] ?? 0), 0),
      showMoreLinks: showMore.length,
      calendarNodes: board ? board.querySelectorAll('*').length : 0,
      documentNodes: document.querySelectorAll('*').length,
    };
  };

  window.__tabibProbe = { measure, census };
}
