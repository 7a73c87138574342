import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';

/** The part of a V8 CPU profile (CDP `Profiler.stop`) read here. */
export interface CpuProfile {
  nodes: Array<{
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
    hitCount?: number;
  }>;
  samples?: number[];
  timeDeltas?: number[];
}

interface Origin {
  /** npm package, or the app's own file. */
  owner: string;
  where: string;
}

/** node_modules/react-dom/cjs/x.js -> react-dom; src/features/a/b.tsx -> app */
function ownerOf(source: string): string {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  return match ? match[1]! : 'app';
}

/**
 * Self time of a CPU profile by npm package and by function, mapped back to the sources
 * through the build's hidden source maps (the bundle is minified).
 */
export function summariseProfile(profile: CpuProfile, distDir: string, top = 12): string[] {
  const consumers = new Map<string, SourceMapConsumer | null>();
  const consumerOf = (url: string) => {
    if (!consumers.has(url)) {
      const mapFile = path.join(distDir, 'assets', `${url.replace(/^.*\/assets\//, '').replace(/\?.*$/, '')}.map`);
      consumers.set(
        url,
        url.includes('/assets/') && existsSync(mapFile)
          ? new SourceMapConsumer(JSON.parse(readFileSync(mapFile, 'utf8')) as RawSourceMap)
          : null,
      );
    }
    return consumers.get(url) ?? null;
  };
  const originOf = (frame: CpuProfile['nodes'][number]['callFrame']): Origin => {
    if (!frame.url) return { owner: frame.functionName || '(native)', where: frame.functionName || '(native)' };
    const consumer = consumerOf(frame.url);
    if (!consumer)
      return { owner: path.basename(frame.url), where: `${frame.functionName || '(anonymous)'} ${path.basename(frame.url)}` };
    const original = consumer.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
    if (!original.source) return { owner: '(unmapped)', where: frame.functionName || '(anonymous)' };
    const source = original.source.replace(/^(\.\.\/)+/, '');
    const file = source.includes('node_modules/')
      ? source.slice(source.lastIndexOf('node_modules/') + 'node_modules/'.length)
      : source;
    return { owner: ownerOf(source), where: `${original.name ?? frame.functionName ?? '(anonymous)'} ${file}:${original.line}` };
  };

  const interval = new Map<number, number>();
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  // A sample's duration is the gap to the next one.
  samples.forEach((nodeId, index) => interval.set(nodeId, (interval.get(nodeId) ?? 0) + (deltas[index + 1] ?? 0)));

  const byOwner = new Map<string, number>();
  const byFunction = new Map<string, number>();
  let busy = 0;
  for (const node of profile.nodes) {
    const micros = interval.get(node.id) ?? 0;
    if (!micros || node.callFrame.functionName === '(idle)') continue;
    const origin = originOf(node.callFrame);
    busy += micros;
    byOwner.set(origin.owner, (byOwner.get(origin.owner) ?? 0) + micros);
    byFunction.set(origin.where, (byFunction.get(origin.where) ?? 0) + micros);
  }
  const rank = (totals: Map<string, number>) =>
    [...totals.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(
        ([name, micros]) =>
          `${(micros / 1000).toFixed(0).padStart(5)} ms ${((100 * micros) / busy).toFixed(0).padStart(3)}%  ${name}`,
      );
  return [
    `busy ${(busy / 1000).toFixed(0)} ms (idle left out); by package:`,
    ...rank(byOwner),
    'by function:',
    ...rank(byFunction),
  ];
}
